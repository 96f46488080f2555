import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { fieldErrors } from '../api/client';
import { useNotifyError } from '../common/useNotifyError';

export interface CreateWords {
    success: string;
    failure: string;
}

/**
 * A dashboard form's save: react-admin's `create(resource, {data})`, the notice, then a fresh empty
 * form (`formKey` changes). On failure the server's field errors go back to the form's inputs.
 */
export const useDashboardCreate = (resource: string, { success, failure }: CreateWords) => {
    const [create, { isPending }] = useCreate();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [formKey, setFormKey] = useState(0);

    const save = async (data: Record<string, unknown>) => {
        try {
            await create(resource, { data }, { returnPromise: true });
            notify(success, { type: 'success' });
            setFormKey(key => key + 1);
            return undefined;
        } catch (error) {
            notifyError(error, failure);
            const errors = fieldErrors(error);
            return Object.keys(errors).length ? errors : undefined;
        }
    };
    return { save, isPending, formKey };
};
