import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { OfficeDataProvider } from './dataProvider';

export const SUMMARY_KEY = ['office', 'summary'] as const;

/**
 * The one way to the office summary (header totals, the dashboard's counts). Whatever changes a
 * status or a payment invalidates SUMMARY_KEY, so the totals stay the sums of the lists.
 */
export const useSummary = () => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    return useQuery({ queryKey: SUMMARY_KEY, queryFn: () => dataProvider.getSummary(), staleTime: 10_000 });
};
