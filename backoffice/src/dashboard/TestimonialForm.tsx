import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Avatar, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useShop } from '../providers/useShop';
import { fileToDataUrl } from '../providers/dataProvider';
import { errorMessage } from './errors';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];
export const IMAGE_TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, JPG).';

/** 'Submit a Testimonial': name, message and a JPEG/PNG photo, sent as a data URL. */
export const TestimonialForm = () => {
    const shop = useShop();
    const notify = useNotify();
    const fileInput = useRef<HTMLInputElement>(null);
    const [name, setName] = useState('');
    const [message, setMessage] = useState('');
    const [photo, setPhoto] = useState<File | null>(null);
    const [preview, setPreview] = useState<string | null>(null);
    const [submitting, setSubmitting] = useState(false);

    const clearFile = () => {
        if (fileInput.current) fileInput.current.value = '';
        setPhoto(null);
        setPreview(null);
    };

    const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0] ?? null;
        if (!file) return clearFile();
        if (!IMAGE_TYPES.includes(file.type)) {
            notify(IMAGE_TYPE_MESSAGE, { type: 'warning' });
            clearFile();
            return;
        }
        setPhoto(file);
        setPreview(await fileToDataUrl(file));
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!name.trim() || !message.trim() || !photo) {
            notify('Please enter a name, a message and a photo.', { type: 'warning' });
            return;
        }
        setSubmitting(true);
        try {
            const result = await shop.testimonialAdd({
                name: name.trim(),
                message: message.trim(),
                photo: preview ?? (await fileToDataUrl(photo)),
            });
            notify(result?.message ?? 'Testimonial added.', { type: 'success' });
            setName('');
            setMessage('');
            clearFile();
        } catch (error) {
            notify(errorMessage(error, 'Failed to submit the testimonial.'), { type: 'error' });
        } finally {
            setSubmitting(false);
        }
    };

    return (
        <Card variant="outlined" component="section" aria-labelledby="testimonial-heading">
            <CardContent>
                <Typography id="testimonial-heading" variant="h6" component="h2" gutterBottom>
                    Submit a Testimonial
                </Typography>
                <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
                    <TextField label="Name" value={name} onChange={event => setName(event.target.value)} required fullWidth />
                    <TextField
                        label="Message"
                        value={message}
                        onChange={event => setMessage(event.target.value)}
                        required
                        multiline
                        minRows={3}
                        fullWidth
                    />
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                        <Avatar src={preview ?? undefined} alt="" sx={{ width: 56, height: 56 }} />
                        <Box>
                            <Typography component="label" htmlFor="testimonial-photo" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                                Photo
                            </Typography>
                            <input
                                id="testimonial-photo"
                                ref={fileInput}
                                type="file"
                                accept="image/jpeg,image/png,image/jpg"
                                onChange={onFile}
                            />
                        </Box>
                    </Box>
                    {submitting ? (
                        <Typography role="status" sx={{ py: 0.75, fontWeight: 600 }}>
                            Submitting...
                        </Typography>
                    ) : (
                        <Button type="submit" variant="contained">
                            Submit
                        </Button>
                    )}
                </Box>
            </CardContent>
        </Card>
    );
};
