import { useMutation, useQuery } from '@tanstack/react-query';
import { isFinished, type ExportJob, type ExportStart } from './exportJob';
import { getExport, startExport } from './api';

/** Starts a background export (a spreadsheet or production packs) (`exports/api.ts`). */
export const useStartExport = () => {
    return useMutation({ mutationFn: (body: ExportStart) => startExport(body) });
};

/**
 * One export as the worker moves it on: read again every `pollMs` until done or failed. A failed
 * read keeps the last answer (`trouble` until the next read succeeds) and polling goes on.
 */
export const useExportJob = (first: ExportJob, pollMs: number) => {
    const query = useQuery({
        queryKey: ['exports', 'getOne', first.id],
        queryFn: () => getExport(first.id),
        initialData: first,
        staleTime: pollMs,
        enabled: !isFinished(first),
        refetchInterval: q => (q.state.data && isFinished(q.state.data) ? false : pollMs),
        retry: false,
    });
    return { job: query.data, trouble: query.isRefetchError };
};
