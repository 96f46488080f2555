import { useState } from 'react';
import { useInput, type Validator } from 'react-admin';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';

/** The most the server takes (core/studio/svg_rules.py MAX_SVG_BYTES): said before the upload. */
export const MAX_SVG_BYTES = 200 * 1024;

/**
 * Picks an SVG file and puts its text in the form's `svg` field. The server sanitises it (or refuses it with the
 * reason, shown under the field); the preview here is a picture, where nothing in the file can run.
 */
export const SvgFileInput = ({ validate, helperText }: { validate?: Validator | Validator[]; helperText: string }) => {
    const { field, fieldState } = useInput({ source: 'svg', validate });
    const [name, setName] = useState('');
    const [tooLarge, setTooLarge] = useState(false);
    const value = typeof field.value === 'string' ? field.value : '';
    const preview = value ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}` : '';
    const error = tooLarge ? 'The SVG is too large: at most 200 kB.' : fieldState.error?.message;
    return (
        <Stack spacing={1} sx={{ my: 1 }}>
            <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
                Choose an SVG file
                <input
                    hidden
                    type="file"
                    accept="image/svg+xml,.svg"
                    data-testid="svg-file"
                    onChange={async e => {
                        const file = e.target.files?.[0];
                        if (!file) return;
                        setName(file.name);
                        setTooLarge(file.size > MAX_SVG_BYTES);
                        if (file.size <= MAX_SVG_BYTES) field.onChange(await file.text());
                    }}
                />
            </Button>
            {name && <Typography variant="body2">{name}</Typography>}
            {preview && <img src={preview} alt="The drawing" style={{ maxWidth: 200, maxHeight: 200, background: '#f4f4f4' }} />}
            <FormHelperText error={!!error}>{error ?? helperText}</FormHelperText>
        </Stack>
    );
};
