import { useCanAccess } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { OrderProofs as Proofs } from '../types';
import { useNotifyError } from '../common/useNotifyError';
import { ProofRevisionCard } from './ProofRevisionCard';
import { ProofUploadForm } from './ProofUploadForm';
import { getProofs, requireProof } from './api';

export const proofsKey = (orderId: string) => ['orders', 'proofs', orderId];

/**
 * The order page's Proofs: whether the order needs the customer's approval before printing, every revision of each
 * design with its status and the customer's comment, and (Owner, Order desk) marking the order and uploading a
 * revision. The print floor reads the approved proofs only: the server answers it those alone.
 */
export const OrderProofs = ({ orderId, pending }: { orderId: string; pending: boolean }) => {
    const queryClient = useQueryClient();
    const notifyError = useNotifyError();
    const canSee = useCanAccess({ resource: 'proofs', action: 'list' }).canAccess === true;
    const canUpload = useCanAccess({ resource: 'proofs', action: 'create' }).canAccess === true;
    const { data } = useQuery({
        queryKey: proofsKey(orderId),
        queryFn: () => getProofs(orderId),
        enabled: canSee,
    });
    if (!canSee || !data) return null;
    const refresh = (next?: Proofs) =>
        next ? queryClient.setQueryData(proofsKey(orderId), next) : queryClient.invalidateQueries({ queryKey: proofsKey(orderId) });
    const require = async () => {
        try {
            await refresh(await requireProof(orderId));
        } catch (error) {
            notifyError(error, 'Could not mark the order.');
        }
    };
    return (
        <Box component="section" aria-labelledby="proofs-heading">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" id="proofs-heading">
                    Proofs
                </Typography>
                <ProofSummary proofs={data} />
            </Stack>
            {data.required && !data.approved && !data.approved_only ? (
                <Alert severity="warning" sx={{ my: 1 }}>
                    This order can be confirmed once the customer approves the newest proof of each design.
                </Alert>
            ) : null}
            {!data.required && canUpload && pending ? (
                <Button size="small" variant="outlined" sx={{ my: 1 }} onClick={() => void require()}>
                    Needs a proof
                </Button>
            ) : null}
            <Stack spacing={1} sx={{ mt: 1 }} aria-label="Proof revisions" role="list">
                {data.revisions.map(revision => (
                    <ProofRevisionCard key={revision.id} revision={revision} />
                ))}
            </Stack>
            {data.revisions.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {data.approved_only ? 'No approved proof yet.' : 'No proof uploaded yet.'}
                </Typography>
            ) : null}
            {canUpload && pending ? <ProofUploadForm orderId={orderId} onUploaded={() => void refresh()} /> : null}
        </Box>
    );
};

const ProofSummary = ({ proofs }: { proofs: Proofs }) => {
    if (!proofs.required) return <Chip size="small" label="No proof needed" />;
    if (proofs.approved) return <Chip size="small" color="success" label="Approved" />;
    return <Chip size="small" color="warning" label="Waiting for approval" />;
};
