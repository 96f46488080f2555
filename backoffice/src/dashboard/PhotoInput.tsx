import { useId, type ChangeEvent } from 'react';
import { InputHelperText, required, useInput, useNotify } from 'react-admin';
import { Avatar, Box, FormHelperText, Typography } from '@mui/material';
import { fileToDataUrl } from '../api/client';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];
/** SPEC section 8: a file that is not JPEG or PNG. */
export const IMAGE_TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, JPG).';

/** A testimonial photo: a plain file input (JPEG or PNG) whose value is the image as a data URL. */
export const PhotoInput = ({ source = 'photo' }: { source?: string }) => {
    const notify = useNotify();
    const id = useId();
    const { field, fieldState } = useInput({ source, validate: required() });

    const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        if (file && !IMAGE_TYPES.includes(file.type)) {
            notify(IMAGE_TYPE_MESSAGE, { type: 'warning' });
            event.target.value = '';
            field.onChange('');
            return;
        }
        field.onChange(file ? await fileToDataUrl(file) : '');
    };

    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Avatar src={field.value || undefined} alt="" sx={{ width: 56, height: 56 }} />
            <Box>
                <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                    Photo
                </Typography>
                <input id={id} type="file" accept={IMAGE_TYPES.join(',')} onChange={onChange} onBlur={field.onBlur} />
                {fieldState.error ? (
                    <FormHelperText error>
                        <InputHelperText error={fieldState.error.message} />
                    </FormHelperText>
                ) : null}
            </Box>
        </Box>
    );
};
