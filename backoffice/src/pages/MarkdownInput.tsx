import { TextInput, maxLength, useInput } from 'react-admin';
import { Box, Paper, Typography } from '@mui/material';
import { MarkdownPreview } from './MarkdownPreview';

/** The page's Markdown and, beside it (below it on a narrow screen), a live preview of what the shop will show. */
export const MarkdownInput = ({ source, label = 'Text (Markdown)', preview = 'Preview', helperText }: { source: string; label?: string; preview?: string; helperText?: string }) => {
    const { field } = useInput({ source });
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, width: '100%' }}>
            <TextInput
                source={source}
                label={label}
                multiline
                minRows={18}
                fullWidth
                validate={maxLength(50000)}
                helperText={helperText ?? '# Heading, ## Sub-heading, **bold**, - list item, [link](https://...). No HTML.'}
                sx={{ '& textarea': { fontFamily: 'ui-monospace, monospace', fontSize: 14 } }}
            />
            <Paper variant="outlined" sx={{ p: 2, minHeight: 200 }} aria-label={preview}>
                <Typography variant="overline" color="text.secondary">
                    {preview}
                </Typography>
                <MarkdownPreview markdown={String(field.value ?? '')} />
            </Paper>
        </Box>
    );
};
