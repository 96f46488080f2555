import { Link as RouterLink } from 'react-router-dom';
import { useGetList } from 'react-admin';
import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import type { BlankItem } from '../types';
import { blankName } from './blankName';

/** The dashboard's low-stock lines: a line per blank at or below its threshold (at most 10; the rest in Blank stock). */
export const LowStock = () => {
    const { data, total } = useGetList<BlankItem>('blank-stock', {
        filter: { low: true },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'product_type', order: 'ASC' },
    });
    if (!data?.length) return null;
    return (
        <Card variant="outlined" sx={{ borderLeft: '6px solid #ed6c02' }}>
            <CardContent>
                <Typography variant="subtitle1" component="h2">
                    Low stock
                </Typography>
                <List dense aria-label="Low stock">
                    {data.map(item => (
                        <ListItem key={item.id} disableGutters>
                            <Link component={RouterLink} to={`/blank-stock/${item.id}/show`}>
                                {blankName(item)}
                            </Link>
                            : {item.available} available (low at {item.low_stock_at})
                        </ListItem>
                    ))}
                </List>
                {total !== undefined && total > data.length ? (
                    <Link component={RouterLink} to={`/blank-stock?filter=${encodeURIComponent(JSON.stringify({ low: true }))}`}>
                        All {total} low blanks
                    </Link>
                ) : null}
            </CardContent>
        </Card>
    );
};
