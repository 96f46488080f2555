import { Alert, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { formatDateTime } from '../format';
import { ColumnMapping } from './ColumnMapping';
import { CreditsTable } from './CreditsTable';
import { useStatement } from './useBank';

/** One statement as the worker moves it on: reading, columns to map, or its credits and proposals. */
export const StatementPanel = ({ id }: { id: string }) => {
    const { data: statement } = useStatement(id);
    if (!statement) return <LinearProgress />;
    return (
        <Card variant="outlined">
            <CardHeader
                title={`${statement.bank}: ${statement.file_name}`}
                subheader={`Uploaded ${formatDateTime(statement.created_at)}`}
                titleTypographyProps={{ variant: 'h6', component: 'h2' }}
            />
            <CardContent>
                {statement.status === 'queued' && (
                    <>
                        <Typography role="status">
                            {statement.rows_total == null
                                ? 'Reading the statement...'
                                : `Reading the statement: ${statement.rows_done} of ${statement.rows_total} credits checked against the orders...`}
                        </Typography>
                        {statement.rows_total ? (
                            <LinearProgress variant="determinate" value={(100 * statement.rows_done) / statement.rows_total} />
                        ) : (
                            <LinearProgress />
                        )}
                    </>
                )}
                {statement.status === 'failed' && (
                    <Alert severity="error" role="alert">
                        The statement could not be read. {statement.error}
                    </Alert>
                )}
                {statement.status === 'mapping' && <ColumnMapping statement={statement} />}
                {statement.status === 'ready' && <CreditsTable statement={statement} />}
            </CardContent>
        </Card>
    );
};
