import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useNotifyError } from '../common/useNotifyError';

interface TestimonialRecord {
    id: number;
    name: string;
    message: string;
    approved: boolean;
}

/** Approve (shown on the home page) or hide a testimonial. */
export const ApproveToggle = () => {
    const record = useRecordContext<TestimonialRecord>();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [update, { isPending }] = useUpdate();
    if (!record) return null;
    return (
        <Button
            size="small"
            disabled={isPending}
            color={record.approved ? 'inherit' : 'success'}
            startIcon={record.approved ? <VisibilityOffIcon /> : <VisibilityIcon />}
            onClick={event => {
                event.stopPropagation();
                update(
                    'testimonials',
                    {
                        id: record.id,
                        data: { name: record.name, message: record.message, approved: !record.approved },
                        previousData: record,
                    },
                    {
                        onSuccess: () => notify(record.approved ? 'Testimonial hidden.' : 'Testimonial approved.', { type: 'info' }),
                        onError: error => notifyError(error, 'Failed to update.'),
                    },
                );
            }}
            sx={{ textTransform: 'none' }}
        >
            {record.approved ? 'Hide' : 'Approve'}
        </Button>
    );
};
