import { BooleanField, CreateButton, Datagrid, FunctionField, List, SearchInput, SelectField, SelectInput, TextField, TopToolbar } from 'react-admin';
import { KINDS, THEMES } from './ArtworkInputs';

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="kind" source="kind" choices={KINDS} />,
    <SelectInput key="theme" source="theme" choices={THEMES} />,
];

/** The studio's templates and clip-art: the shop's own and the owner's uploads. */
export const ArtworkList = () => (
    <List
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        actions={
            <TopToolbar>
                <CreateButton label="Upload SVG" />
            </TopToolbar>
        }
    >
        <Datagrid rowClick="edit">
            <FunctionField<{ svg_url: string; title: string }>
                label="Drawing"
                render={record => <img src={record.svg_url} alt={record.title} loading="lazy" style={{ width: 56, height: 56, objectFit: 'contain' }} />}
            />
            <TextField source="title" />
            <SelectField source="kind" choices={KINDS} />
            <SelectField source="theme" choices={THEMES} />
            <FunctionField<{ placeholders: unknown[] }> label="Editable texts" render={record => record.placeholders.length} />
            <BooleanField source="active" label="On the shelf" />
            <BooleanField source="shipped" label="The shop's own" />
        </Datagrid>
    </List>
);

export default ArtworkList;
