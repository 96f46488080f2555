import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import type { ProofRevision, ProofStatus } from '../types';
import { formatDateTime } from '../format';

const STATUS: Record<ProofStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
    pending: { label: 'Waiting for the customer', color: 'warning' },
    approved: { label: 'Approved', color: 'success' },
    changes: { label: 'Changes asked', color: 'error' },
    superseded: { label: 'Replaced', color: 'default' },
};

/** One revision: the picture (a PDF: a link to open it), its status, who uploaded it, who decided what and when. */
export const ProofRevisionCard = ({ revision }: { revision: ProofRevision }) => {
    const status = STATUS[revision.status];
    const title = `${revision.design}, revision ${revision.number}`;
    return (
        <Paper variant="outlined" role="listitem" aria-label={title} sx={{ p: 1, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            {revision.kind === 'image' ? (
                <Link href={revision.file_url} target="_blank" rel="noopener" sx={{ flex: '0 0 96px' }}>
                    <Box
                        component="img"
                        src={revision.file_url}
                        alt={`Proof: ${title}`}
                        sx={{ width: 96, height: 96, objectFit: 'contain', bgcolor: 'grey.100', display: 'block' }}
                    />
                </Link>
            ) : (
                <Link href={revision.file_url} target="_blank" rel="noopener" sx={{ flex: '0 0 96px' }}>
                    Open the PDF
                </Link>
            )}
            <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                    {title} <Chip size="small" label={status.label} color={status.color} sx={{ ml: 0.5 }} />
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                    Uploaded by {revision.uploaded_by ?? 'the team'} · {formatDateTime(revision.uploaded_at)}
                </Typography>
                {revision.note ? <Typography variant="body2">{revision.note}</Typography> : null}
                {revision.decided_at ? (
                    <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                        {revision.status === 'approved' ? 'Approved' : 'Changes asked'} by {revision.decided_by ?? 'the customer'} ·{' '}
                        {formatDateTime(revision.decided_at)}
                        {revision.comment ? `: “${revision.comment}”` : ''}
                    </Typography>
                ) : null}
            </Box>
        </Paper>
    );
};
