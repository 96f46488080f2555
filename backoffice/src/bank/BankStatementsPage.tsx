import { useState } from 'react';
import { Title } from 'react-admin';
import { Box, Button, Card, CardContent, CardHeader, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { formatDateTime } from '../format';
import { Leftovers } from './Leftovers';
import { StatementHelp } from './StatementHelp';
import { StatementPanel } from './StatementPanel';
import { statementState, useStatements, useUpload } from './useBank';

/**
 * Bank statements: upload one as the bank exports it (CSV or XLSX), map its columns once per bank,
 * confirm the UPI credits matched to unpaid orders (one by one or together), see what is left.
 */
export const BankStatementsPage = () => {
    const upload = useUpload();
    const notifyError = useNotifyError();
    const { data: statements = [] } = useStatements();
    const [bank, setBank] = useState('');
    const [file, setFile] = useState<File | null>(null);
    const [chosen, setChosen] = useState<string | null>(null);
    const send = () =>
        file &&
        upload.mutate(
            { bank, file },
            { onSuccess: statement => setChosen(statement.id), onError: error => notifyError(error, 'The statement could not be uploaded') },
        );
    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
            <Title title="Bank statements" />
            <Typography variant="h5" component="h1">
                Bank statements
            </Typography>
            <Card variant="outlined">
                <CardHeader title="Upload a statement" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                <CardContent>
                    <Box component="form" onSubmit={e => { e.preventDefault(); send(); }} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                        <TextField label="Bank" required value={bank} onChange={e => setBank(e.target.value)} inputProps={{ maxLength: 60 }} />
                        <Button variant="outlined" component="label">
                            {file ? file.name : 'Choose the file (CSV or XLSX)'}
                            <input hidden type="file" aria-label="Statement file" accept=".csv,.xlsx,text/csv" onChange={e => setFile(e.target.files?.[0] ?? null)} />
                        </Button>
                        <Button type="submit" variant="contained" disabled={!bank.trim() || !file || upload.isPending}>
                            Upload
                        </Button>
                    </Box>
                    <StatementHelp />
                </CardContent>
            </Card>
            {statements.length > 0 && (
                <Card variant="outlined">
                    <CardHeader title="Latest statements" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                    <List dense>
                        {statements.map(s => (
                            <ListItemButton key={s.id} selected={s.id === chosen} onClick={() => setChosen(s.id)}>
                                <ListItemText primary={`${s.bank}: ${s.file_name}`} secondary={`${formatDateTime(s.created_at)} · ${statementState(s)}`} />
                            </ListItemButton>
                        ))}
                    </List>
                </Card>
            )}
            {chosen && <StatementPanel key={chosen} id={chosen} />}
            <Leftovers />
        </Box>
    );
};

export default BankStatementsPage;
