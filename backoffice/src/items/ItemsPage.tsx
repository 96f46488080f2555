import type { ReactNode } from 'react';
import { CreateButton, List, Title } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { CatalogueItemGrid } from '../catalogue-items/CatalogueItemGrid';
import { ProductTypeGrid } from '../product-types/ProductTypeGrid';

interface SectionProps {
    title: string;
    resource: string;
    perPage: number;
    action?: ReactNode;
    children: ReactNode;
}

/** One resource listed whole on this screen, in its own position order. */
const Section = ({ title, resource, perPage, action, children }: SectionProps) => (
    <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
                {title}
            </Typography>
            {action}
        </Box>
        <List
            resource={resource}
            title={false}
            actions={false}
            disableSyncWithLocation
            sort={{ field: 'position', order: 'ASC' }}
            perPage={perPage}
            pagination={false}
            storeKey={`items-${resource}`}
        >
            {children}
        </List>
    </Box>
);

/** Items (the office's Items button): the ready-made catalogue and the product-type prices. */
export const ItemsPage = () => (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
        <Title title="Items" />
        <Section title="Catalogue items" resource="catalogue-items" perPage={50} action={<CreateButton resource="catalogue-items" />}>
            <CatalogueItemGrid />
        </Section>
        <Section title="Product types and prices" resource="product-types" perPage={100}>
            <ProductTypeGrid />
        </Section>
    </Box>
);

export default ItemsPage;
