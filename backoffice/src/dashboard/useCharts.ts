import { useQuery } from '@tanstack/react-query';
import { SUMMARY_KEY } from '../providers/useSummary';
import { getCharts } from './api';

/** Under SUMMARY_KEY: whatever refreshes the totals after a status or payment change refreshes the charts. */
export const CHARTS_KEY = [...SUMMARY_KEY, 'charts'] as const;

export const useCharts = () => {
    return useQuery({ queryKey: CHARTS_KEY, queryFn: () => getCharts(), staleTime: 30_000 });
};
