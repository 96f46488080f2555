import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The campaign store whose orders the board shows (`/board?store=<id>`: a link from the stores list or the
 * dashboard opens it), or undefined: every order, the board's default.
 */
export const useBoardStore = (): [number | undefined, (store: number | undefined) => void] => {
    const [params, setParams] = useSearchParams();
    const raw = params.get('store');
    const store = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
    const setStore = useCallback(
        (next: number | undefined) =>
            setParams(
                current => {
                    const changed = new URLSearchParams(current);
                    if (next === undefined) changed.delete('store');
                    else changed.set('store', String(next));
                    return changed;
                },
                { replace: false },
            ),
        [setParams],
    );
    return [store, setStore];
};

/** The board's address showing one store's orders under its heading. */
export const boardOfStore = (store: number) => `/board?store=${store}`;
