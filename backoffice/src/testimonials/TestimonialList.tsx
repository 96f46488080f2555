import { BooleanField, BooleanInput, CreateButton, Datagrid, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { Avatar } from '@mui/material';
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
            <FunctionField<{ photo: string | null; name: string }>
                label="Photo"
                render={record => <Avatar src={record.photo ?? undefined} alt={record.name} sx={{ width: 44, height: 44 }} />}
            />
            <TextField source="name" />
            <TextField source="message" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} />
            <BooleanField source="approved" />
            <DayField source="created_at" label="Added" />
            <ApproveToggle />
        </Datagrid>
    </List>
);

export default TestimonialList;
