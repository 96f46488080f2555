import { Box, Skeleton, Typography } from '@mui/material';
import { useAmountSummary } from '../providers/useShop';
import { plainAmount } from '../format';

/** 'Total Credit Amount: Rs. {due}/-' and 'Total Debit Amount: Rs. {paid}/-' (SPEC section 2). */
export const TotalsText = ({ compact = false }: { compact?: boolean }) => {
    const { data, isPending } = useAmountSummary();
    if (isPending) return <Skeleton variant="text" width={compact ? 260 : 320} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />;
    return (
        <Box sx={{ display: 'flex', gap: compact ? 2 : 3, flexWrap: 'wrap' }} data-testid="totals">
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                Total Credit Amount: Rs. {plainAmount(data?.total_due)}/-
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                Total Debit Amount: Rs. {plainAmount(data?.total_paid)}/-
            </Typography>
        </Box>
    );
};
