import {
    Box,
    Card,
    CardHeader,
    Chip,
    InputAdornment,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TablePagination,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Link } from 'react-router-dom';
import type { OrderPaymentRecord, PaymentStatus } from '../types';
import { PaymentToggle } from './PaymentToggle';

interface OrderPaymentsTableProps {
    rows: OrderPaymentRecord[];
    total: number;
    loading: boolean;
    page: number;
    perPage: number;
    q: string;
    onSearch: (q: string) => void;
    onPageChange: (page: number) => void;
    onPerPageChange: (perPage: number) => void;
    onToggle: (orderId: string, next: PaymentStatus) => Promise<unknown>;
}

/** Order Payments: order id, name, phone number, payment status and the Mark as Paid / Unpaid toggle. */
export const OrderPaymentsTable = (props: OrderPaymentsTableProps) => {
    const { rows, total, loading, page, perPage, q, onSearch, onPageChange, onPerPageChange, onToggle } = props;
    return (
        <Card variant="outlined" sx={{ borderTop: '4px solid #3469b7' }}>
            <CardHeader
                title="Order Payments"
                titleTypographyProps={{ variant: 'h6', component: 'h2' }}
                subheader={`${total} orders`}
                action={
                    <TextField
                        size="small"
                        placeholder="Order id, name or phone"
                        defaultValue={q}
                        onKeyDown={event => {
                            if (event.key === 'Enter') onSearch((event.target as HTMLInputElement).value.trim());
                        }}
                        onBlur={event => onSearch(event.target.value.trim())}
                        slotProps={{
                            htmlInput: { 'aria-label': 'Search order payments' },
                            input: {
                                startAdornment: (
                                    <InputAdornment position="start">
                                        <SearchIcon fontSize="small" />
                                    </InputAdornment>
                                ),
                            },
                        }}
                        sx={{ mt: 1, mr: 1, width: 260 }}
                    />
                }
            />
            <TableContainer>
                <Table size="small" aria-label="Order Payments">
                    <TableHead>
                        <TableRow>
                            <TableCell>Order Id</TableCell>
                            <TableCell>Name</TableCell>
                            <TableCell>Phone Number</TableCell>
                            <TableCell>Payment Status</TableCell>
                            <TableCell align="right">Action</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {loading && rows.length === 0 ? (
                            <TableRow>
                                <TableCell colSpan={5}>
                                    <Typography variant="body2" color="text.secondary">Loading...</Typography>
                                </TableCell>
                            </TableRow>
                        ) : rows.length === 0 ? (
                            <TableRow>
                                <TableCell colSpan={5}>
                                    <Typography variant="body2" color="text.secondary">No orders found.</Typography>
                                </TableCell>
                            </TableRow>
                        ) : (
                            rows.map(row => (
                                <TableRow key={row.order_id} hover data-testid={`payment-row-${row.order_id}`}>
                                    <TableCell>
                                        <Box
                                            component={Link}
                                            to={`/orders/${encodeURIComponent(row.order_id)}/show`}
                                            sx={{ fontFamily: 'ui-monospace, monospace', color: 'primary.main', textDecoration: 'none' }}
                                        >
                                            {row.order_id}
                                        </Box>
                                    </TableCell>
                                    <TableCell>{row.name}</TableCell>
                                    <TableCell>{row.phone_number}</TableCell>
                                    <TableCell>
                                        <Chip
                                            size="small"
                                            label={row.payment_status}
                                            color={row.payment_status === 'paid' ? 'success' : 'warning'}
                                            variant="outlined"
                                        />
                                    </TableCell>
                                    <TableCell align="right">
                                        <PaymentToggle orderId={row.order_id} status={row.payment_status} onToggle={onToggle} />
                                    </TableCell>
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
                rowsPerPageOptions={[10, 25, 50, 100]}
                onPageChange={(_, value) => onPageChange(value)}
                onRowsPerPageChange={event => onPerPageChange(Number(event.target.value))}
            />
        </Card>
    );
};
