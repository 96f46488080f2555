import { BooleanInput, ImageField, ImageInput, TextInput, required } from 'react-admin';

/** Shared by Create and Edit: name, message, photo (JPEG or PNG), approved. */
export const TestimonialInputs = ({ photoRequired = false }: { photoRequired?: boolean }) => (
    <>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="message" validate={required()} multiline minRows={3} fullWidth />
        <ImageInput
            source="photo"
            accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
            validate={photoRequired ? required() : undefined}
            helperText="JPEG or PNG"
            format={value => (typeof value === 'string' ? { src: value, title: 'Current photo' } : value)}
        >
            <ImageField source="src" title="title" />
        </ImageInput>
        <BooleanInput source="approved" label="Approved (shown on the home page)" />
    </>
);
