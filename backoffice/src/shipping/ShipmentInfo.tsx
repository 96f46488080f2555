import { Link, Typography } from '@mui/material';
import { CanAccess } from 'react-admin';
import { orderFileUrl } from '../providers/fileUrls';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type { Shipment } from '../types';
import { AddAwb } from './AddAwb';

/**
 * Courier, AWB and the tracking link of a shipped order (board card and order page); for one
 * shipped without a courier ('Courier not recorded'), 'AWB missing' and 'Add AWB'. 'Label': the
 * parcel's 4x6 label (PDF), for whoever ships.
 */
export const ShipmentInfo = ({ shipment, orderId }: { shipment: Shipment; orderId: string }) => (
    <Typography variant="body2" component="div" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <LocalShippingOutlined fontSize="inherit" aria-hidden />
        <span>{shipment.courier}</span>
        {shipment.awb ? <span style={{ fontFamily: 'ui-monospace, monospace' }}>· AWB {shipment.awb}</span> : null}
        {shipment.tracking_url ? (
            <Link href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                Track
            </Link>
        ) : null}
        {shipment.courier_id === null ? (
            <AddAwb orderId={orderId} />
        ) : (
            <CanAccess resource="labels" action="print">
                <Link href={orderFileUrl(orderId, 'label.pdf')} download aria-label={`Label of order ${orderId}`}>
                    Label
                </Link>
            </CanAccess>
        )}
    </Typography>
);
