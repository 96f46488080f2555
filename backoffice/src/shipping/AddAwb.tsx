import { CanAccess } from 'react-admin';
import { Button, Chip } from '@mui/material';
import { useShipPrompt } from './useShipPrompt';

/**
 * A shipped order whose courier was not recorded: 'AWB missing', and for a member who may ship,
 * 'Add AWB', which opens the Ship dialog (`POST .../ship` on a shipped order adds courier and AWB).
 */
export const AddAwb = ({ orderId }: { orderId: string }) => {
    const ship = useShipPrompt();
    return (
        <>
            <Chip size="small" color="warning" variant="outlined" label="AWB missing" />
            <CanAccess resource="orders" action="ship">
                <Button
                    size="small"
                    onClick={event => {
                        event.stopPropagation();
                        void ship.ask(orderId);
                    }}
                    aria-label={`Add AWB to order ${orderId}`}
                    sx={{ textTransform: 'none', px: 0.5, minWidth: 0 }}
                >
                    Add AWB
                </Button>
            </CanAccess>
            {ship.dialog}
        </>
    );
};
