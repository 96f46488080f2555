import { useDataProvider } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../providers/dataProvider';
import { isFinished, type ExportJob, type ExportStart } from './exportJob';

/** Starts a background export (a spreadsheet or production packs) through the data provider. */
export const useStartExport = () => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    return useMutation({ mutationFn: (body: ExportStart) => dataProvider.startExport(body) });
};

/**
 * One export as the worker moves it on: read again every `pollMs` until done or failed. A failed
 * read keeps the last answer (`trouble` until the next read succeeds) and polling goes on.
 */
export const useExportJob = (first: ExportJob, pollMs: number) => {
    const dataProvider = useDataProvider<OfficeDataProvider>();
    const query = useQuery({
        queryKey: ['exports', 'getOne', first.id],
        queryFn: () => dataProvider.getExport(first.id),
        initialData: first,
        staleTime: pollMs,
        enabled: !isFinished(first),
        refetchInterval: q => (q.state.data && isFinished(q.state.data) ? false : pollMs),
        retry: false,
    });
    return { job: query.data, trouble: query.isRefetchError };
};
