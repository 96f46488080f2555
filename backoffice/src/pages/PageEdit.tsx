import { Edit, SimpleForm, TextInput, TopToolbar, maxLength, required, useRecordContext } from 'react-admin';
import { Button } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { SellerPage } from '../types';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { MarkdownInput } from './MarkdownInput';
import { KEEP_TYPED } from '../common/keepTyped';

/** The page on the storefront, at its clean address (`/about`, `/grievance-officer`, ...). */
export const shopPageUrl = (slug: string) => `/${encodeURIComponent(slug)}`;

const ViewOnShop = () => {
    const record = useRecordContext<SellerPage>();
    if (!record) return null;
    return (
        <TopToolbar>
            <Button href={shopPageUrl(record.slug)} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
                View on the shop
            </Button>
        </TopToolbar>
    );
};

/**
 * The owner edits a seller page: its title and Markdown, previewed live. The facts beside it (the seller's name,
 * GSTIN, grievance officer, return window, delivery days, payment rules) come from the shop's settings.
 */
export const PageEdit = () => (
    <Edit mutationMode="pessimistic" actions={<ViewOnShop />} redirect={false}>
        <SimpleForm resetOptions={KEEP_TYPED} toolbar={<SaveOnlyToolbar />}>
            <TextInput source="title" validate={[required(), maxLength(120)]} fullWidth />
            <MarkdownInput source="markdown" />
        </SimpleForm>
    </Edit>
);

export default PageEdit;
