import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { suggestPurchase } from './api';

/**
 * "Suggest a purchase order": fills the lines for the chosen supplier with what the confirmed orders
 * waiting for blanks need plus the low-stock thresholds, less what is available and already on order
 * (rates: the last agreed with this supplier for each blank; empty for one never bought from it).
 */
export const SuggestButton = () => {
    const notify = useNotify();
    const notifyError = useNotifyError();
    const { setValue } = useFormContext();
    const supplierId = useWatch({ name: 'supplier_id' }) as number | undefined;
    const [busy, setBusy] = useState(false);
    const suggest = async () => {
        if (!supplierId) return;
        setBusy(true);
        try {
            const lines = await suggestPurchase(supplierId);
            if (lines.length === 0) {
                notify('Nothing is short: no waiting orders or low stock for this supplier’s blanks.', { type: 'info' });
                return;
            }
            setValue(
                'lines',
                lines.map(line => ({ item_id: line.item_id, quantity: line.quantity, rate: line.rate || null })),
                { shouldDirty: true },
            );
            notify(`${lines.length} blank${lines.length === 1 ? '' : 's'} suggested: check the rates.`, { type: 'success' });
        } catch (error) {
            notifyError(error, 'The suggestion could not be made');
        } finally {
            setBusy(false);
        }
    };
    return (
        <Button variant="outlined" onClick={() => void suggest()} disabled={!supplierId || busy}>
            Suggest a purchase order
        </Button>
    );
};
