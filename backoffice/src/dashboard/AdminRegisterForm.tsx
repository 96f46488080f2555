import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useShop } from '../providers/useShop';
import { PHONE_MESSAGE, isValidPhone } from '../providers/authProvider';
import { errorMessage, fieldErrors } from './errors';

/** 'Register an Admin': name, phone number and a masked password. */
export const AdminRegisterForm = () => {
    const shop = useShop();
    const notify = useNotify();
    const [name, setName] = useState('');
    const [phone, setPhone] = useState('');
    const [password, setPassword] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [registering, setRegistering] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const local: Record<string, string> = {};
        if (!name.trim()) local.name = 'Required';
        if (!isValidPhone(phone.trim())) local.phone_number = PHONE_MESSAGE;
        if (!password) local.password = 'Required';
        setErrors(local);
        if (Object.keys(local).length) {
            notify(local.phone_number ?? 'Please enter a name, a phone number and a password.', { type: 'warning' });
            return;
        }
        setRegistering(true);
        try {
            await shop.adminRegister({ name: name.trim(), phone_number: phone.trim(), password });
            notify('Admin registered successfully!', { type: 'success' });
            setName('');
            setPhone('');
            setPassword('');
        } catch (error) {
            setErrors(fieldErrors(error));
            notify(errorMessage(error, 'Failed to register the admin.'), { type: 'error' });
        } finally {
            setRegistering(false);
        }
    };

    return (
        <Card variant="outlined" component="section" aria-labelledby="admin-register-heading">
            <CardContent>
                <Typography id="admin-register-heading" variant="h6" component="h2" gutterBottom>
                    Register an Admin
                </Typography>
                <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
                    <TextField
                        label="Name"
                        value={name}
                        onChange={event => setName(event.target.value)}
                        error={Boolean(errors.name)}
                        helperText={errors.name}
                        required
                        fullWidth
                    />
                    <TextField
                        label="Phone Number"
                        value={phone}
                        onChange={event => setPhone(event.target.value)}
                        error={Boolean(errors.phone_number)}
                        helperText={errors.phone_number}
                        inputMode="numeric"
                        required
                        fullWidth
                    />
                    <TextField
                        label="Password"
                        type="password"
                        value={password}
                        onChange={event => setPassword(event.target.value)}
                        error={Boolean(errors.password)}
                        helperText={errors.password}
                        autoComplete="new-password"
                        required
                        fullWidth
                    />
                    {registering ? (
                        <Typography role="status" sx={{ py: 0.75, fontWeight: 600 }}>
                            Registering...
                        </Typography>
                    ) : (
                        <Button type="submit" variant="contained">
                            Register
                        </Button>
                    )}
                </Box>
            </CardContent>
        </Card>
    );
};
