import { useDataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { SUMMARY_KEY } from '../providers/useSummary';
import type { BankColumns, BankStatement } from '../types';

const POLL_MS = 1000;
const working = (s?: BankStatement) => s?.status === 'queued';

export const useStatements = () => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    return useQuery({ queryKey: ['bank', 'statements'], queryFn: () => dataProvider.getStatements() });
};

/** One statement, read again every second while a worker reads it. */
export const useStatement = (id: string) => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    return useQuery({
        queryKey: ['bank', 'statement', id],
        queryFn: () => dataProvider.getStatement(id),
        refetchInterval: q => (working(q.state.data) || !q.state.data ? POLL_MS : false),
    });
};

export const useCredits = (statement: BankStatement) => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    return useQuery({
        queryKey: ['bank', 'credits', statement.id],
        queryFn: () => dataProvider.getStatementCredits(statement.id),
        enabled: statement.status === 'ready',
    });
};

export const useUpload = () => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    const client = useQueryClient();
    return useMutation({
        mutationFn: ({ bank, file }: { bank: string; file: File }) => dataProvider.uploadStatement(bank, file),
        onSuccess: () => client.invalidateQueries({ queryKey: ['bank', 'statements'] }),
    });
};

export const useMapColumns = (id: string) => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    const client = useQueryClient();
    return useMutation({
        mutationFn: (columns: BankColumns) => dataProvider.mapStatementColumns(id, columns),
        onSuccess: statement => client.setQueryData(['bank', 'statement', id], statement),
    });
};

/** Confirms credits; afterwards the credits, the leftovers and the orders' lists are read again. */
export const useConfirm = () => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    const client = useQueryClient();
    return useMutation({
        mutationFn: (ids: number[]) => dataProvider.confirmCredits(ids),
        onSuccess: () => {
            client.invalidateQueries({ queryKey: ['bank'] });
            client.invalidateQueries({ queryKey: ['orders'] });
            client.invalidateQueries({ queryKey: SUMMARY_KEY }); // the header's paid and due totals
        },
    });
};
