import { useMutation, useQuery } from '@tanstack/react-query';
import type { SettlementReport } from '../types';
import { getSettlementLines, getSettlementMismatches, getSettlementReport, uploadSettlementReport } from './api';

const POLL_MS = 1000;

/** The report just uploaded, read again every second while a worker reads it. */
export const useReport = (id: string | null) => {
    return useQuery({
        queryKey: ['settlements', 'report', id],
        queryFn: () => getSettlementReport(id as string),
        enabled: id !== null,
        refetchInterval: q => (!q.state.data || q.state.data.status === 'queued' ? POLL_MS : false),
    });
};

export const useUploadReport = () =>
    useMutation({ mutationFn: (file: File) => uploadSettlementReport(file) });

export const useMismatches = () =>
    useQuery({ queryKey: ['settlements', 'mismatches'], queryFn: () => getSettlementMismatches() });

export const useLines = (pk: number) =>
    useQuery({ queryKey: ['settlements', 'lines', pk], queryFn: () => getSettlementLines(pk) });

/** What a report says once read: new lines, lines already known, mismatches found. */
export const reportState = (r: SettlementReport): string => {
    if (r.status === 'queued') return 'Reading the report...';
    if (r.status === 'failed') return `The report could not be read. ${r.error}`;
    const known = r.lines_known ? `, ${r.lines_known} already read from an earlier report` : '';
    const unsettled = r.lines_unsettled ? `, ${r.lines_unsettled} not settled yet` : '';
    const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
    return `${count(r.lines_new, 'new line')} in ${count(r.settlements, 'settlement')}${known}${unsettled}; ${count(r.mismatches, 'mismatch', 'mismatches')}.`;
};
