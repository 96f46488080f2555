import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { HttpError } from 'react-admin';
import { answer, fieldErrors, office } from '../api/client';
import { BrandMark } from '../layout/BrandMark';

export const LINK_FAILED = 'This link to reset the password is invalid or has expired. Please ask for a new one.';
const PASSWORDS_DIFFER = 'Passwords do not match.';

type Stage = 'checking' | 'form' | 'invalid' | 'done';
type Errors = { password?: string; password2?: string };

const bodyErrors = fieldErrors;

/**
 * A team member's reset link (`#/reset-password/{uid}/{token}`, outside the log-in wall): the link is checked as the
 * page opens, then the new password twice; the validators' messages show under the field. Then back to log in.
 */
export const ResetPasswordPage = () => {
    const { uid = '', token = '' } = useParams();
    const [stage, setStage] = useState<Stage>('checking');
    const [message, setMessage] = useState('');
    const [password, setPassword] = useState('');
    const [password2, setPassword2] = useState('');
    const [errors, setErrors] = useState<Errors>({});
    const [busy, setBusy] = useState(false);

    useEffect(() => {
        let live = true;
        answer(office.POST('/api/password/check/', { body: { uid, token } })).then(
            () => live && setStage('form'),
            error => {
                if (!live) return;
                setMessage(error instanceof HttpError && error.message ? error.message : LINK_FAILED);
                setStage('invalid');
            },
        );
        return () => {
            live = false;
        };
    }, [uid, token]);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!password) return setErrors({ password: 'Please enter a new password.' });
        if (password !== password2) return setErrors({ password2: PASSWORDS_DIFFER });
        setErrors({});
        setMessage('');
        setBusy(true);
        try {
            const { message } = await answer(office.POST('/api/password/reset/', { body: { uid, token, password, password2 } }));
            setMessage(message || 'Your password has been changed.');
            setStage('done');
        } catch (error) {
            const fields = bodyErrors(error);
            setErrors({ password: fields.password, password2: fields.password2 });
            setMessage(error instanceof Error ? error.message : 'Could not change the password.');
            if (fields.token) setStage('invalid');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#2b1a3f', p: 2 }}>
            <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 3 }} elevation={8}>
                <CardContent sx={{ p: 4, display: 'grid', gap: 2 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <BrandMark size={40} />
                        <Typography variant="h6" component="h1">
                            Choose a new password
                        </Typography>
                    </Box>
                    {stage === 'checking' ? <CircularProgress aria-label="Checking the link" sx={{ justifySelf: 'center' }} /> : null}
                    {stage === 'invalid' ? <Alert severity="error">{message || LINK_FAILED}</Alert> : null}
                    {stage === 'done' ? <Alert severity="success">{message}</Alert> : null}
                    {stage === 'form' ? (
                        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
                            <TextField
                                label="New password"
                                type="password"
                                autoComplete="new-password"
                                value={password}
                                onChange={event => setPassword(event.target.value)}
                                error={Boolean(errors.password)}
                                helperText={errors.password ?? ' '}
                                fullWidth
                            />
                            <TextField
                                label="Confirm new password"
                                type="password"
                                autoComplete="new-password"
                                value={password2}
                                onChange={event => setPassword2(event.target.value)}
                                error={Boolean(errors.password2)}
                                helperText={errors.password2 ?? ' '}
                                fullWidth
                            />
                            {message ? <Alert severity="error">{message}</Alert> : null}
                            <Button type="submit" variant="contained" size="large" disabled={busy}>
                                Set new password
                            </Button>
                        </Box>
                    ) : null}
                    <Link href={stage === 'invalid' ? '/forgot-password?team=1' : '#/login'}>
                        {stage === 'invalid' ? 'Ask for a new link' : 'Back to log in'}
                    </Link>
                </CardContent>
            </Card>
        </Box>
    );
};

export default ResetPasswordPage;
