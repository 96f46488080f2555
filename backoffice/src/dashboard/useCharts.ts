import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { SUMMARY_KEY } from '../providers/useSummary';

/** Under SUMMARY_KEY: whatever refreshes the totals after a status or payment change refreshes the charts. */
export const CHARTS_KEY = [...SUMMARY_KEY, 'charts'] as const;

export const useCharts = () => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    return useQuery({ queryKey: CHARTS_KEY, queryFn: () => dataProvider.getCharts(), staleTime: 30_000 });
};
