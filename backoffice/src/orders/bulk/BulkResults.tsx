import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import type { BulkChangeAnswer } from '../../types';

export const summaryText = ({ updated, refused }: BulkChangeAnswer) =>
    `${updated} updated, ${refused} refused.`;

/** What a bulk change did to each order: updated (and its status and payment now) or refused, and why. */
export const BulkResults = ({ answer, onClose }: { answer: BulkChangeAnswer; onClose: () => void }) => (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-results-title">
        <DialogTitle id="bulk-results-title">Bulk change results</DialogTitle>
        <DialogContent>
            <p role="status">{summaryText(answer)}</p>
            <List dense aria-label="Results per order">
                {answer.results.map(result => (
                    <ListItem key={result.order_id} aria-label={`${result.order_id}: ${result.ok ? 'updated' : 'refused'}`}>
                        <ListItemIcon sx={{ minWidth: 32 }}>
                            {result.ok ? <CheckCircleOutline color="success" /> : <ErrorOutline color="error" />}
                        </ListItemIcon>
                        <ListItemText
                            primary={result.order_id}
                            secondary={result.message}
                            slotProps={{ primary: { sx: { fontFamily: 'ui-monospace, monospace' } } }}
                        />
                    </ListItem>
                ))}
            </List>
        </DialogContent>
        <DialogActions>
            <Button onClick={onClose}>Close</Button>
        </DialogActions>
    </Dialog>
);
