import { Datagrid, DeleteButton, EmailField, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import { DayTimeField } from '../common/fields';

/** Who joined the club (newsletter); export them as CSV for a mailing. */
export const NewsletterSignupList = () => (
    <List
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={
            <TopToolbar>
                <ExportButton maxResults={200} />
            </TopToolbar>
        }
        empty={false}
    >
        <Datagrid bulkActionButtons={false}>
            <EmailField source="email" />
            <DayTimeField source="created_at" label="Joined" />
            <DeleteButton mutationMode="pessimistic" />
        </Datagrid>
    </List>
);

export default NewsletterSignupList;
