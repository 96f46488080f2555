import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUMMARY_KEY } from '../providers/useSummary';
import type { BankColumns, BankStatement } from '../types';
import { confirmCredits, getStatement, getStatementCredits, getStatements, mapStatementColumns, uploadStatement } from './api';

const POLL_MS = 1000;
const working = (s?: BankStatement) => s?.status === 'queued';

/** The latest statements, read again every second while one of them is being read. */
export const useStatements = () => {
    return useQuery({
        queryKey: ['bank', 'statements'],
        queryFn: () => getStatements(),
        refetchInterval: q => (q.state.data?.some(working) ? POLL_MS : false),
    });
};

/**
 * One statement, read again every second while a worker reads it (not once it is failed, ready or
 * waiting for its columns). Each answer also updates its line in the list of statements, and when its
 * reading ends the unmatched credits are read again: the list never says "reading" beside its credits.
 */
export const useStatement = (id: string) => {
    const client = useQueryClient();
    return useQuery({
        queryKey: ['bank', 'statement', id],
        queryFn: async () => {
            const statement = await getStatement(id);
            const listed = client.getQueryData<BankStatement[]>(['bank', 'statements']);
            const before = listed?.find(s => s.id === id);
            if (listed && before) {
                client.setQueryData(['bank', 'statements'], listed.map(s => (s.id === id ? statement : s)));
            }
            if (before && working(before) && !working(statement)) client.invalidateQueries({ queryKey: ['bank', 'unmatched'] });
            return statement;
        },
        refetchInterval: q => (working(q.state.data) || !q.state.data ? POLL_MS : false),
    });
};

/** What a statement's line says of it: reading (with the true count once known), or its outcome. */
export const statementState = (s: BankStatement): string => {
    if (s.status === 'queued') return s.rows_total == null ? 'reading' : `reading · ${s.rows_done} of ${s.rows_total} credits`;
    if (s.status === 'mapping') return 'columns to map';
    if (s.status === 'failed') return 'failed';
    return `${s.proposed} of ${s.credits} credits matched`;
};

export const useCredits = (statement: BankStatement) => {
    return useQuery({
        queryKey: ['bank', 'credits', statement.id],
        queryFn: () => getStatementCredits(statement.id),
        enabled: statement.status === 'ready',
    });
};

export const useUpload = () => {
    const client = useQueryClient();
    return useMutation({
        mutationFn: ({ bank, file }: { bank: string; file: File }) => uploadStatement(bank, file),
        onSuccess: () => client.invalidateQueries({ queryKey: ['bank', 'statements'] }),
    });
};

export const useMapColumns = (id: string) => {
    const client = useQueryClient();
    return useMutation({
        mutationFn: (columns: BankColumns) => mapStatementColumns(id, columns),
        onSuccess: statement => client.setQueryData(['bank', 'statement', id], statement),
    });
};

/** Confirms credits (or one credit for the order a person chose); afterwards the credits, the leftovers and the orders' lists are read again. */
export const useConfirm = () => {
    const client = useQueryClient();
    return useMutation({
        mutationFn: ({ ids, orderId }: { ids: number[]; orderId?: string }) => confirmCredits(ids, orderId),
        onSuccess: () => {
            client.invalidateQueries({ queryKey: ['bank'] });
            client.invalidateQueries({ queryKey: ['orders'] });
            client.invalidateQueries({ queryKey: SUMMARY_KEY }); // the header's paid and due totals
        },
    });
};
