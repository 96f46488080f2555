import { Alert, Button, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { NumberInput, SimpleForm, TextInput, Title, useNotify } from 'react-admin';
import { errorText } from '../providers/errors';
import { type VoucherMake, type VouchersMade, batchSheetUrl, makeVouchers } from './api';
import { VoucherRules } from './VoucherInputs';

const DEFAULTS = { kind: 'percent', count: 1, min_order: 0, min_quantity: 0, max_uses: 0, max_uses_per_customer: 0, first_order_only: false, combinable: true };

/** Make one code (type it) or many at once (a prefix and how many: an influencer's, a campaign's), then download them. */
export const VoucherCreate = () => {
    const notify = useNotify();
    const [made, setMade] = useState<VouchersMade | null>(null);
    const save = async (values: Record<string, unknown>) => {
        try {
            const body = { ...values, starts_at: values.starts_at || null, ends_at: values.ends_at || null } as VoucherMake;
            setMade(await makeVouchers(body));
        } catch (e) {
            notify(errorText(e, 'The vouchers were not made.'), { type: 'error' });
        }
    };
    return (
        <Card>
            <Title title="Make vouchers" />
            <CardContent>
                {made && (
                    <Alert severity="success" action={<Button href={batchSheetUrl(made.batch)} download>Download the codes (XLSX)</Button>}>
                        Made {made.count} {made.count === 1 ? 'code' : 'codes'} in batch {made.batch}.
                    </Alert>
                )}
                <SimpleForm defaultValues={DEFAULTS} onSubmit={save}>
                    <TextInput source="code" label="Code (one voucher)" helperText="Or leave empty and make many codes after a prefix" />
                    <TextInput source="prefix" label="Prefix (many codes)" />
                    <NumberInput source="count" label="How many codes" min={1} max={5000} />
                    <TextInput source="batch" label="Batch name (the sheet)" />
                    <VoucherRules />
                </SimpleForm>
            </CardContent>
        </Card>
    );
};

export default VoucherCreate;
