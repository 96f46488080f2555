import { useQuery } from '@tanstack/react-query';
import { answer, office } from '../api/client';

type Choice = { id: number; name: string };

// stable, so react-query keeps the same choices between renders
const asChoices = (types: Choice[]): Choice[] => types.map(t => ({ id: t.id, name: t.name }));

/** The product types as choices (`GET /api/catalogue/product-types/`, public): the stock list's filter and the new blank's field. */
export const useProductTypes = () =>
    useQuery({
        queryKey: ['catalogue', 'product-types'],
        queryFn: () => answer(office.GET('/api/catalogue/product-types/')),
        staleTime: 5 * 60_000,
        select: asChoices,
    });
