import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { OfficeDataProvider } from './dataProvider';

/** The data provider with the shop's own calls (react-admin wraps it: a 401/403 returns to log-in). */
export const useShop = () => useDataProvider<OfficeDataProvider>();

export const SUMMARY_KEY = ['shop', 'summary'] as const;

/** Totals for the header: `GET /api/adminnavamountsummary/`. */
export const useAmountSummary = () => {
    const shop = useShop();
    return useQuery({ queryKey: SUMMARY_KEY, queryFn: () => shop.amountSummary(), staleTime: 10_000 });
};
