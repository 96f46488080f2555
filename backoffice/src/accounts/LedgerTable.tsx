import {
    Card,
    CardHeader,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TablePagination,
    TableRow,
    Typography,
} from '@mui/material';
import { formatAmount, formatDate } from '../format';

export interface LedgerRow {
    order_id?: string;
    phone_number: string;
    amount: number;
    date: string;
}

interface LedgerTableProps {
    title: string;
    rows: LedgerRow[];
    total: number;
    loading: boolean;
    page: number;
    perPage: number;
    onPageChange: (page: number) => void;
    onPerPageChange: (perPage: number) => void;
    accent: string;
}

/** Credit (Unpaid) and Debit (Paid): phone number, amount, date. */
export const LedgerTable = ({ title, rows, total, loading, page, perPage, onPageChange, onPerPageChange, accent }: LedgerTableProps) => (
    <Card variant="outlined" sx={{ borderTop: `4px solid ${accent}` }}>
        <CardHeader title={title} titleTypographyProps={{ variant: 'h6', component: 'h2' }} subheader={`${total} orders`} />
        <TableContainer>
            <Table size="small" aria-label={title}>
                <TableHead>
                    <TableRow>
                        <TableCell>Phone Number</TableCell>
                        <TableCell align="right">Amount</TableCell>
                        <TableCell>Date</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {loading && rows.length === 0 ? (
                        <TableRow>
                            <TableCell colSpan={3}>
                                <Typography variant="body2" color="text.secondary">Loading...</Typography>
                            </TableCell>
                        </TableRow>
                    ) : rows.length === 0 ? (
                        <TableRow>
                            <TableCell colSpan={3}>
                                <Typography variant="body2" color="text.secondary">No records.</Typography>
                            </TableCell>
                        </TableRow>
                    ) : (
                        rows.map((row, index) => (
                            <TableRow key={row.order_id ?? `${row.phone_number}-${index}`} hover title={row.order_id}>
                                <TableCell>{row.phone_number}</TableCell>
                                <TableCell align="right">Rs. {formatAmount(row.amount)}</TableCell>
                                <TableCell>{formatDate(row.date)}</TableCell>
                            </TableRow>
                        ))
                    )}
                </TableBody>
            </Table>
        </TableContainer>
        <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_, value) => onPageChange(value)}
            onRowsPerPageChange={event => onPerPageChange(Number(event.target.value))}
        />
    </Card>
);
