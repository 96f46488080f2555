import { useId, type ReactNode } from 'react';
import { Form, ResourceContextProvider } from 'react-admin';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useDashboardCreate, type CreateWords } from './useDashboardCreate';

interface DashboardFormProps extends CreateWords {
    title: string;
    resource: string;
    submitLabel: string;
    /** SPEC section 2: while sending, the button is replaced by this text ('Submitting...'). */
    busyLabel: string;
    children: ReactNode;
}

/** One of the dashboard's two side-by-side forms: its inputs create one record of `resource`. */
export const DashboardForm = ({ title, resource, submitLabel, busyLabel, children, ...words }: DashboardFormProps) => {
    const { save, isPending, formKey } = useDashboardCreate(resource, words);
    const headingId = useId();
    return (
        <Card variant="outlined" component="section" aria-labelledby={headingId}>
            <CardContent>
                <Typography id={headingId} variant="h6" component="h2" gutterBottom>
                    {title}
                </Typography>
                <ResourceContextProvider value={resource}>
                    <Form key={formKey} onSubmit={save} noValidate>
                        <Box sx={{ display: 'grid', '& .MuiFormControl-root': { width: '100%' } }}>
                            {children}
                            {isPending ? (
                                <Typography role="status" sx={{ py: 0.75, fontWeight: 600 }}>
                                    {busyLabel}
                                </Typography>
                            ) : (
                                <Button type="submit" variant="contained">
                                    {submitLabel}
                                </Button>
                            )}
                        </Box>
                    </Form>
                </ResourceContextProvider>
            </CardContent>
        </Card>
    );
};
