import { useQuery } from '@tanstack/react-query';
import { answer, office } from '../api/client';
import type { OfficeSummary } from '../types';

export const SUMMARY_KEY = ['office', 'summary'] as const;

/** `GET /api/office/summary/`: totals paid and due, orders per status, what waits for the team. */
export const getSummary = (): Promise<OfficeSummary> => answer(office.GET('/api/office/summary/'));

/**
 * The one way to the office summary (header totals, the dashboard's counts). Whatever changes a
 * status or a payment invalidates SUMMARY_KEY, so the totals stay the sums of the lists.
 */
export const useSummary = () => useQuery({ queryKey: SUMMARY_KEY, queryFn: getSummary, staleTime: 10_000 });
