import { Box, Skeleton, Typography } from '@mui/material';
import { useSummary } from '../providers/useSummary';
import { headerAmount } from '../format';
import type { OfficeSummary } from '../types';

/** SPEC section 2's header lines, in this order: what is owed, then what is paid. */
export const TOTALS: { label: string; key: keyof Pick<OfficeSummary, 'total_due' | 'total_paid'>; accent: string }[] = [
    { label: 'Total Credit Amount', key: 'total_due', accent: '#e0a21b' },
    { label: 'Total Debit Amount', key: 'total_paid', accent: '#2e7d32' },
];

/** Money going back (refunds of returns), shown beside the specification's two, never folded into them. */
export const REFUNDS = { label: 'Total Refunds', key: 'total_refunded', accent: '#c50404' } as const;

/** 'Total Credit Amount: Rs. {due}/-' (the amount as Rs. 1,23,837.10/-). */
export const totalText = (label: string, value?: number) => `${label}: ${headerAmount(value)}`;

/** The header's totals: 'Total Credit Amount: Rs. {due}/-' and 'Total Debit Amount: Rs. {paid}/-', then the refunds. */
export const TotalsText = () => {
    const { data, isPending } = useSummary();
    if (isPending) return <Skeleton variant="text" width={260} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />;
    return (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} data-testid="totals">
            {TOTALS.map(({ label, key }) => (
                <Typography key={key} variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {totalText(label, data?.[key])}
                </Typography>
            ))}
            <Typography variant="body2" component="span" sx={{ fontWeight: 600, opacity: 0.85 }}>
                {totalText(REFUNDS.label, data?.[REFUNDS.key])}
            </Typography>
        </Box>
    );
};
