import { CreateButton, List, Title } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { CatalogueItemGrid } from '../catalogue-items/CatalogueItemGrid';
import { ProductTypeGrid } from '../product-types/ProductTypeGrid';

/** Items (the office's Items button): the ready-made catalogue and the product-type prices. */
export const ItemsPage = () => (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
        <Title title="Items" />
        <Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="h6" component="h2">
                    Catalogue items
                </Typography>
                <CreateButton resource="catalogue-items" />
            </Box>
            <List
                resource="catalogue-items"
                title={false}
                actions={false}
                disableSyncWithLocation
                sort={{ field: 'position', order: 'ASC' }}
                perPage={50}
                pagination={false}
                storeKey="items-catalogue"
            >
                <CatalogueItemGrid />
            </List>
        </Box>
        <Box>
            <Typography variant="h6" component="h2">
                Product types and prices
            </Typography>
            <List
                resource="product-types"
                title={false}
                actions={false}
                disableSyncWithLocation
                sort={{ field: 'position', order: 'ASC' }}
                perPage={100}
                pagination={false}
                storeKey="items-product-types"
            >
                <ProductTypeGrid />
            </List>
        </Box>
    </Box>
);

export default ItemsPage;
