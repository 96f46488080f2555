import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemittanceDetail, RemittanceFile } from '../types';
import { getCodAgeing, getCouriers, getLines, getMissing, getRemittance, getRemittances, matchBank, uploadRemittance, type LineGroup } from './api';

const POLL_MS = 1000;
const working = (f?: RemittanceFile) => f?.status === 'queued';

export const useCouriers = () => useQuery({ queryKey: ['remittances', 'couriers'], queryFn: getCouriers });

export const useRemittances = () =>
    useQuery({
        queryKey: ['remittances', 'files'],
        queryFn: getRemittances,
        refetchInterval: q => (q.state.data?.some(working) ? POLL_MS : false),
    });

/** One file, read again every second while a worker reads it; its end refreshes the list and the ageing. */
export const useRemittance = (id: string) => {
    const client = useQueryClient();
    return useQuery({
        queryKey: ['remittances', 'file', id],
        queryFn: async () => {
            const before = client.getQueryData<RemittanceDetail>(['remittances', 'file', id]);
            const file = await getRemittance(id);
            if (before && working(before) && !working(file)) {
                client.invalidateQueries({ queryKey: ['remittances', 'files'] });
                client.invalidateQueries({ queryKey: ['remittances', 'ageing'] });
            }
            return file;
        },
        refetchInterval: q => (working(q.state.data) || !q.state.data ? POLL_MS : false),
    });
};

export const useLines = (id: string, group: LineGroup, offset: number, enabled: boolean) =>
    useQuery({
        queryKey: ['remittances', 'lines', id, group, offset],
        queryFn: () => getLines(id, group, offset),
        enabled,
        placeholderData: keepPreviousData,
    });

export const useMissing = (id: string, offset: number, enabled: boolean) =>
    useQuery({
        queryKey: ['remittances', 'missing', id, offset],
        queryFn: () => getMissing(id, offset),
        enabled,
        placeholderData: keepPreviousData,
    });

export const useCodAgeing = () => useQuery({ queryKey: ['remittances', 'ageing'], queryFn: getCodAgeing });

export const useUpload = () => {
    const client = useQueryClient();
    return useMutation({
        mutationFn: ({ courierId, file }: { courierId: number; file: File }) => uploadRemittance(courierId, file),
        onSuccess: () => client.invalidateQueries({ queryKey: ['remittances', 'files'] }),
    });
};

export const useBankMatch = (id: string) => {
    const client = useQueryClient();
    return useMutation({
        mutationFn: () => matchBank(id),
        onSuccess: file => client.setQueryData(['remittances', 'file', id], file),
    });
};
