import { Box, Link, Typography } from '@mui/material';

/** A statement as banks export it (HDFC's columns): one credit by UPI naming its order, one refund paid out. */
export const SAMPLE_CSV = [
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    '26/11/2026,UPI/512345678901/priya@okaxis/RZ-7KQ4M2XA,0000512345678901,26/11/2026,,499.00,10499.00',
    '27/11/2026,UPI/512345678955/asha@okicici/Payment,0000512345678955,27/11/2026,,1249.00,11748.00',
    '27/11/2026,IMPS refund to customer,IMPS998877,27/11/2026,250.00,,11498.00',
].join('\r\n');

export const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV + '\r\n')}`;

/** What file the upload takes, and a sample to compare with. */
export const StatementHelp = () => (
    <Box sx={{ mt: 2, display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
            Export the statement from your bank&apos;s net banking as CSV or XLSX (at most 5 MB), unchanged. It needs a header row
            naming its columns, a date on each line (26/11/2026, 26-Nov-2026 or 2026-11-26), the credited amount, and a way to tell
            debits apart: a Withdrawal (debit) column, or a Dr / Cr column beside one Amount column. The narration or reference
            column holds the UPI reference (UTR) that matches the payments.
        </Typography>
        <Typography variant="body2">
            <Link href={SAMPLE_HREF} download="sample-bank-statement.csv">
                Download a sample CSV
            </Link>{' '}
            (Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance).
        </Typography>
    </Box>
);
