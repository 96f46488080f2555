import { useState, type FormEvent } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { PHONE_MESSAGE, isValidPhone } from '../common/phone';
import { LOGIN_FAILED } from '../providers/authProvider';
import { useNotifyError } from '../common/useNotifyError';
import { BrandMark } from '../layout/BrandMark';

/** The admin side of the specification's Login screen: phone number and password. */
export const LoginPage = () => {
    const login = useLogin();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [phone, setPhone] = useState('');
    const [password, setPassword] = useState('');
    const [phoneError, setPhoneError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!isValidPhone(phone.trim())) {
            setPhoneError(PHONE_MESSAGE);
            notify(PHONE_MESSAGE, { type: 'warning' });
            return;
        }
        setPhoneError(null);
        setBusy(true);
        try {
            await login({ phone_number: phone.trim(), password }, '/');
        } catch (error) {
            notifyError(error, LOGIN_FAILED);
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box
            sx={{
                minHeight: '100vh',
                display: 'grid',
                placeItems: 'center',
                background: 'linear-gradient(135deg, #2b1a3f 0%, #7b2d5b 55%, #e07a3f 100%)',
                p: 2,
            }}
        >
            <Card sx={{ width: '100%', maxWidth: 380, borderRadius: 3 }} elevation={8}>
                <CardContent sx={{ p: 4 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
                        <BrandMark size={40} />
                        <Box>
                            <Typography variant="h6" component="h1" sx={{ lineHeight: 1.1 }}>
                                Admin Team
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                Rangrez back office
                            </Typography>
                        </Box>
                    </Box>
                    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
                        <TextField
                            label="Phone Number"
                            name="phone_number"
                            value={phone}
                            onChange={event => setPhone(event.target.value)}
                            inputMode="numeric"
                            autoComplete="username"
                            error={Boolean(phoneError)}
                            helperText={phoneError ?? ' '}
                            autoFocus
                            fullWidth
                        />
                        <TextField
                            label="Password"
                            name="password"
                            type="password"
                            value={password}
                            onChange={event => setPassword(event.target.value)}
                            autoComplete="current-password"
                            fullWidth
                        />
                        <Button
                            type="submit"
                            variant="contained"
                            size="large"
                            disabled={busy}
                            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
                        >
                            Login to Team Dashboard
                        </Button>
                        {/* the storefront's page (same origin); a team member's e-mailed link comes back here */}
                        <Link href="/forgot-password?team=1" variant="body2">
                            Forgot password?
                        </Link>
                    </Box>
                </CardContent>
            </Card>
        </Box>
    );
};

export default LoginPage;
