import { BooleanField, BooleanInput, CreateButton, Datagrid, ImageField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { DayField } from '../common/fields';
import { ApproveToggle } from './ApproveToggle';

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <BooleanInput key="approved" source="approved" label="Approved" />,
];

/** Testimonials: approve or hide what the home page shows. */
export const TestimonialList = () => (
    <List
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={
            <TopToolbar>
                <CreateButton />
            </TopToolbar>
        }
    >
        <Datagrid rowClick="edit">
            <ImageField source="photo" label="Photo" sx={{ '& img': { width: 48, height: 48, objectFit: 'cover', borderRadius: '50%', m: 0 } }} />
            <TextField source="name" />
            <TextField source="message" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} />
            <BooleanField source="approved" />
            <DayField source="created_at" label="Added" />
            <ApproveToggle />
        </Datagrid>
    </List>
);

export default TestimonialList;
