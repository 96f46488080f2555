import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../types';

/** Server-side paging (limit/offset and X-Total-Count) for the accounts tables. */
export const usePagedQuery = <T,>(
    key: readonly unknown[],
    fetchPage: (params: { limit: number; offset: number; q?: string }) => Promise<Page<T>>,
    initialPerPage = 10,
) => {
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(initialPerPage);
    const [q, setQ] = useState('');
    const query = useQuery({
        queryKey: [...key, { page, perPage, q }],
        queryFn: () => fetchPage({ limit: perPage, offset: page * perPage, q: q || undefined }),
        placeholderData: keepPreviousData,
    });
    return {
        ...query,
        page,
        perPage,
        q,
        setPage,
        setPerPage: (value: number) => {
            setPerPage(value);
            setPage(0);
        },
        setQ: (value: string) => {
            setQ(value);
            setPage(0);
        },
    };
};
