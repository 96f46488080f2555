import { NumberInput, SelectInput, TextInput, required } from 'react-admin';
import { SvgFileInput } from './SvgFileInput';

export const KINDS = [
    { id: 'template', name: 'Template' },
    { id: 'clipart', name: 'Clip-art' },
];
export const THEMES = [
    { id: 'festivals', name: 'Festivals' },
    { id: 'sports', name: 'Sports' },
    { id: 'college', name: 'College' },
    { id: 'celebration', name: 'Celebration' },
    { id: 'nature', name: 'Nature' },
    { id: 'icons', name: 'Icons' },
];

const SVG_HELP =
    'An SVG drawing, at most 200 kB. Scripts, event handlers, links and references to other files are refused. ' +
    'In a template, mark each editable text as <text data-placeholder="name"> (or date, year...).';

/** Shared by Create and Edit: the kind (fixed once made), theme, title, place on the shelf and the drawing. */
export const ArtworkInputs = ({ creating = false }: { creating?: boolean }) => (
    <>
        {creating && <SelectInput source="kind" choices={KINDS} validate={required()} />}
        <SelectInput source="theme" choices={THEMES} validate={required()} />
        <TextInput source="title" validate={required()} fullWidth />
        <NumberInput source="position" label="Place on the shelf" min={0} max={10000} />
        <SvgFileInput validate={creating ? required('Choose an SVG file.') : undefined} helperText={creating ? SVG_HELP : `To change the drawing: ${SVG_HELP}`} />
    </>
);
