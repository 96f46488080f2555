/**
 * The app's names for what the API sends and takes: aliases of the types generated from the API's
 * OpenAPI document (`api/schema.gen.ts`, `npm run gen:api`; `scripts/test` fails when it is stale).
 * A model's choices (an order's status and payment, a return's, a review's) are the document's enums.
 */
import type { components } from './api/schema.gen';

type Schemas = components['schemas'];

export type OrderStatus = Schemas['OrderStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
/** The statuses in the board's column order (each one of the document's). */
export const ORDER_STATUSES = ['pending', 'confirm', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

export type SizeLine = Schemas['SizeLine'];

/** A row of `GET /api/office/orders` (`OfficeOrderOut`): the board's card and the accounts' rows. */
export type Order = Schemas['OfficeOrderOut'];

type Detail = Schemas['OfficeOrderDetailOut'];
/** The order page's record (`GET /api/office/orders/{id}`, `OfficeOrderDetailOut`): a row plus lines, breakdown, address, history. */
export type OrderDetail = Order & Pick<Detail, 'instructions' | 'upi_reference' | 'lines' | 'breakdown' | 'shipping_address' | 'business' | 'history'>;

/** An order's shipment (`ShipmentOut`): courier, AWB and the courier's tracking link. */
export type Shipment = Schemas['ShipmentOut'];

/** `POST /api/office/orders/{id}/ship`. */
export type ShipIn = Schemas['ShipIn'];

/** An order's parcel (`GET /api/office/orders/{id}/parcel`): weight in grams, size in cm. */
export type Parcel = Schemas['ParcelOut'];

/** A day's parcels before printing their labels or manifest (`GET /api/office/labels/day`). */
export type DayParcels = Schemas['DayParcelsOut'];

/** A courier (`GET /api/office/couriers`); hand delivery is the one that needs no AWB. */
export type Courier = Schemas['CourierOut'];

/** An invoice or credit note of an order (`GET /api/office/orders/{id}/invoices`); `kind` 'invoice' or 'credit'. */
export type Invoice = Schemas['InvoiceDocumentOut'];

/** A business order's advance, balance and payments (`GET /api/office/receivables/orders/{id}`). */
export type OrderPayments = Schemas['OrderPaymentsOut'];

/** An internal note on an order (never shown to the customer). */
export type OrderNote = Schemas['OrderNoteOut'];

/** `GET /api/me/`. */
export type Me = Schemas['MeOut'];

/** `GET /api/office/charts/`: the last 30 days per day, all orders per status, the top product types. */
export type OfficeCharts = Schemas['OfficeChartsOut'];

/** `GET /api/office/orders/{id}/courier-tracking`: the parcel's state and its courier events. */
export type CourierTracking = Schemas['CourierTrackingOut'];

/** A courier's event as the desk lists it. */
export type CourierEventRow = Schemas['CourierEventRowOut'];

/** `POST /api/office/tracking-reports`: what the uploaded report did. */
export type TrackingReportResult = Schemas['TrackingReportOut'];

/** `GET /api/office/rto-rates`: parcels delivered and returned (RTO) per courier, PIN prefix or payment method. */
export type RtoRate = Schemas['RtoRateOut'];

/** `GET /api/health/`: `ok` for everyone; the database, queue and workers for the owner only. */
export type Health = Schemas['HealthOut'];

/** `GET /api/office/summary/`: the header totals (sums of the paid and due lists) and the counts. */
export type OfficeSummary = Schemas['OfficeSummaryOut'];

/** What a bulk change sets on each ticked order (`POST /api/office/orders/bulk`, `OfficeBulkChangeIn` but the ids): one of the two. */
export type BulkChange = { status: OrderStatus } | { payment_status: PaymentStatus };

/** One order's outcome of a bulk change: `ok`, the server's words, and its status and payment after. */
export type BulkResult = Schemas['OfficeBulkResultOut'];

export type BulkChangeAnswer = Omit<Schemas['OfficeBulkChangeOut'], 'results'> & { results: BulkResult[] };

/** A background export (a spreadsheet or production packs), as `/api/office/exports/{id}` answers it. */
export type ExportJob = Schemas['ExportJobOut'];

/** `POST /api/office/exports`: the level and which orders (the ticked ones, or the list's filters). */
export type ExportStart = Schemas['ExportStartIn'];

export const TICKET_STATUSES = ['open', 'acknowledged', 'resolved'] as const satisfies readonly Schemas['TicketStatus'][];
export type TicketStatus = Schemas['TicketStatus'];

/** A row of `GET /api/office/tickets`: a grievance ticket with its due dates and who handles it. */
export type Ticket = Schemas['OfficeTicketOut'];

/** A line of a ticket's thread: the customer's words, a reply (e-mailed), an internal note, or a change (event). */
export type TicketThreadEntry = Schemas['EntryOut'];

/** `GET /api/office/tickets/{id}`: the ticket and its thread. */
export type TicketDetail = Schemas['OfficeTicketDetailOut'];

/** A team member who may handle tickets (`GET /api/office/ticket-assignees`). */
export type TicketAssignee = Schemas['AssigneeOut'];

/** `POST /api/office/customers/{id}/reset-link`: the one-time link, shown once to copy or share. */
export type ResetLink = Schemas['ResetLinkOut'];

/** A seller page as the owner edits it (`/api/office/pages`, id = slug). */
export type SellerPage = Schemas['OfficePageOut'];
/** `GET /api/office/gstr1?month=YYYY-MM&span=month|quarter`: each table's rows and totals, the documents issued. */
export type Gstr1Summary = Schemas['Gstr1Out'];

/** An uploaded bank statement: `mapping` until its columns are known, `ready` once its credits are read. */
export type BankStatement = Schemas['StatementOut'];

/** A statement's column for each of date, amount, narration and reference (`PUT .../columns`). */
export type BankColumns = Schemas['ColumnsIn'];

/** One credit of a statement and the unpaid UPI order it is proposed to pay (with why). */
export type BankCredit = Schemas['CreditOut'];

/** One credit's outcome of a confirmation (`POST /api/office/bank/confirm`). */
export type ConfirmResult = Schemas['ConfirmOut'];

/** A UPI order still unpaid some days after it was placed. */
export type UnpaidUpiOrder = Schemas['UnpaidOrderOut'];
/** A review as the team moderates it (`/api/office/reviews`). */
export type Review = Schemas['OfficeReviewOut'];

/** The reviews list's bulk buttons (`POST /api/office/reviews/bulk`): accept, or reject with a reason. */
export type ReviewBulkIn = Schemas['OfficeReviewBulkIn'];


/** An order's proofs (`GET /api/office/orders/{id}/proofs`): needed, approved, every revision (the print floor: approved ones). */
export type OrderProofs = Schemas['OfficeProofsOut'];
/** One proof revision: its design, number, status, who uploaded it and who decided what. */
export type ProofRevision = Schemas['OfficeProofRevisionOut'];
export type ProofStatus = Schemas['ProofStatus'];
/** A row of `GET /api/office/blank-stock`: a blank with on hand, reserved and available. */
export type BlankItem = Schemas['BlankItemOut'];
/** A row of `GET /api/office/stock-movements`: one change of a blank's counts. */
export type StockMovement = Schemas['StockMovementOut'];
export type StockReceive = Schemas['StockReceiveIn'];
export type StockAdjust = Schemas['StockAdjustIn'];

/** A supplier of blanks (`SupplierOut`): GSTIN, state, e-mail for its purchase orders. */
export type Supplier = Schemas['SupplierOut'];
export type StoreRow = Schemas['StoreRowOut'];
/** The dashboard's stores figures (`StoreFiguresOut`): open, closing within 7 days, pieces, money, designs short. */
export type StoreFigures = Schemas['StoreFiguresOut'];
/** A new store's form filled (`StoreDraftOut`): from an accepted quote, or a store's copy with new dates. */
export type StoreDraft = Schemas['StoreDraftOut'];
/** A store's duplicate stored as a draft (`StoreDraftEditOut`): its form's fields, id and status. */
export type StoreDraftEdit = Schemas['StoreDraftEditOut'];
/** A store's batch at the close (`StoreBatchOut`): its print day, pieces and buyers' print files. */
export type StoreBatchRow = Schemas['StoreBatchOut'];
/** A purchase order with its lines and receipts (`PurchaseOrderOut`); a list row is `PurchaseOrderRowOut`. */
export type PurchaseOrder = Schemas['PurchaseOrderOut'];
export type PurchaseOrderRow = Schemas['PurchaseOrderRowOut'];
export type PurchaseStatus = Schemas['PurchaseStatus'];
export type PurchaseLine = Schemas['PurchaseLineOut'];
/** A line "Suggest a purchase order" proposes (`SuggestedOut`). */
export type SuggestedLine = Schemas['SuggestedOut'];
/** `POST /api/office/purchase-orders/{id}/receive`. */
export type PurchaseReceive = Schemas['PurchaseReceiveIn'];

/** A courier's COD remittance file: `queued` while a worker reads it, then the sizes of its groups. */
export type RemittanceFile = Schemas['RemittanceFileOut'];
/** One file with its courier's cycle and its transfers (UTRs) as found on the bank statements. */
export type RemittanceDetail = Schemas['RemittanceDetailOut'];
/** A line of a file: its AWB, the amount remitted, what was due and the difference (below 0: short). */
export type RemittanceLine = Schemas['RemittanceLineOut'];
/** A delivered COD parcel no file has paid for, past its courier's cycle. */
export type CodMissingParcel = Schemas['CodMissingOut'];
/** What a courier owes of the COD it collected, by days past due. */
export type CodAgeingRow = Schemas['CodAgeingOut'];
export type RemittanceCourier = Schemas['RemittanceCourierOut'];
/** Profit per job (core/margins): a month's totals, a month's summary, an order's traced costs. */
export type MarginMonth = Schemas['MarginMonthOut'];
export type MarginSummary = Schemas['MarginSummaryOut'];
export type MarginDetail = Schemas['MarginDetailOut'];
export type MarginRow = Schemas['MarginRowOut'];
export type MarginSettings = Schemas['MarginSettingsOut'];
export type PrintRate = Schemas['PrintRateOut'];
export type PrintRateIn = Schemas['PrintRateIn'];
export type CourierInvoiceResult = Schemas['CourierInvoiceOut'];
export type MarginRun = Schemas['MarginRunOut'];
/** A failed delivery on the desk (`GET /api/office/ndr-cases`, `OfficeCaseOut`): flagged first, then the nearest deadline. */
export type NdrCase = Schemas['NdrOfficeCaseOut'];
/** One action of the desk on a failed delivery, with whether the courier has it yet. */
export type NdrAction = Schemas['NdrActionOut'];
/** `POST /api/office/ndr-cases/{pk}/action`. */
export type NdrActionIn = Schemas['NdrActionIn'];
export type NdrActionKind = Schemas['NdrActionKind'];
/** Live failed deliveries and the flagged among them (`GET /api/office/ndr-cases/counts`). */
export type NdrCounts = Schemas['NdrCountsOut'];
/** An uploaded settlement report of the payment gateway: `queued` while a worker reads it. */
export type SettlementReport = Schemas['SettlementReportOut'];

/** One payout of the gateway: gross, its fees without GST, the GST on them, net; the bank credit of its UTR. */
export type Settlement = Schemas['SettlementOut'];

/** A settlement's line (payment, refund, adjustment) matched to the shop's payment, refund and order. */
export type SettlementLine = Schemas['SettlementLineOut'];

/** A settlement mismatch and why: unknown, fee above the agreed rate, other amount, paid and not settled. */
export type SettlementMismatch = Schemas['SettlementMismatchOut'];
/** Consent per purpose (core/consent): how many consent now and how many withdrew. */
export type ConsentCount = Schemas['ConsentCountOut'];
