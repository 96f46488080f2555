import { Edit, FormDataConsumer, type Identifier, Labeled, SelectInput, SimpleForm, TextInput, maxLength, useRecordContext } from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { formatDateTime } from '../format';
import type { Review } from '../types';
import { STATUS_CHOICES, Stars } from './Stars';
import { KEEP_TYPED } from '../common/keepTyped';

/** What the customer wrote, with their photos (private until accepted: the team sees them here). */
const ReviewText = () => {
    const review = useRecordContext<Review>();
    if (!review) return null;
    return (
        <Stack spacing={1} sx={{ mb: 2, maxWidth: 720 }}>
            <Stars rating={review.rating} />
            <Typography variant="h6" component="h2">
                {review.title}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.comment}</Typography>
            <Typography variant="body2" color="text.secondary">
                {review.customer_name} ({review.customer_phone}), order {review.order_id}, {review.product}, size {review.size};{' '}
                {formatDateTime(review.created_at)}
                {review.edited_at ? `, edited ${formatDateTime(review.edited_at)}` : ''}; {review.helpful_count} found it helpful
            </Typography>
            {review.photos.length ? (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {review.photos.map((photo, n) => (
                        <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                            <img src={photo.url} alt={`Photo ${n + 1} of the review`} height={120} style={{ borderRadius: 6 }} />
                        </a>
                    ))}
                </Box>
            ) : null}
        </Stack>
    );
};

/** One review: accept or reject it (with a reason), and the shop's reply shown under it. */
export const ReviewEdit = ({ id }: { id?: Identifier }) => (
    <Edit resource="reviews" id={id} mutationMode="pessimistic" redirect="list">
        <SimpleForm resetOptions={KEEP_TYPED} toolbar={<SaveOnlyToolbar />}>
            <Labeled label="The review" fullWidth>
                <ReviewText />
            </Labeled>
            <SelectInput source="status" choices={STATUS_CHOICES} />
            <FormDataConsumer<Review>>
                {({ formData }) =>
                    formData.status === 'rejected' ? (
                        <TextInput source="reject_reason" label="Reason (the customer sees it)" validate={maxLength(300)} fullWidth />
                    ) : null
                }
            </FormDataConsumer>
            <TextInput source="reply" label="The shop's reply (shown under the review)" multiline minRows={2} validate={maxLength(1000)} fullWidth />
        </SimpleForm>
    </Edit>
);

export default ReviewEdit;
