import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from '../providers/errors';

/** The console's one error display: a notification with the failure and the server's reason. */
export const useNotifyError = () => {
    const notify = useNotify();
    return useCallback(
        (error: unknown, failure: string) => {
            console.error(error);
            notify(errorText(error, failure), { type: 'error' });
        },
        [notify],
    );
};
