import { Edit, SimpleForm, TextInput, TopToolbar, maxLength, required, useRecordContext } from 'react-admin';
import { Button, Typography } from '@mui/material';
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
 * The owner edits a seller page: its title and Markdown, previewed live, and the same in Hindi for the Hindi shop (a
 * blank Hindi title or text: the Hindi shop shows the English). The facts beside it (the seller's name,
 * GSTIN, grievance officer, return window, delivery days, payment rules) come from the shop's settings.
 */
export const PageEdit = () => (
    <Edit mutationMode="pessimistic" actions={<ViewOnShop />} redirect={false}>
        <SimpleForm resetOptions={KEEP_TYPED} toolbar={<SaveOnlyToolbar />}>
            <TextInput source="title" validate={[required(), maxLength(120)]} fullWidth />
            <MarkdownInput source="markdown" />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                In Hindi
            </Typography>
            <TextInput source="title_hi" label="Title in Hindi" helperText="Blank: the shop shows the English title" validate={maxLength(120)} fullWidth />
            <MarkdownInput source="markdown_hi" label="Text in Hindi (Markdown)" preview="Hindi preview" helperText="Blank: the Hindi shop shows the English text" />
        </SimpleForm>
    </Edit>
);

export default PageEdit;
