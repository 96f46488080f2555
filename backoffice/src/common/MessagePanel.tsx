import { useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';

/** The expanded row of a contact message or a bulk enquiry: the visitor's message, as written. */
export const MessagePanel = () => {
    const record = useRecordContext<{ message: string }>();
    return (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', px: 2, py: 1 }}>
            {record?.message || 'No message.'}
        </Typography>
    );
};
