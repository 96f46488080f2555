import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle } from '@mui/material';
import type { Health } from '../types';
import { formatDateTime } from '../format';
import { getHealth } from './api';

const minutes = (seconds: number) => {
    const m = Math.max(1, Math.round(seconds / 60));
    return `${m} minute${m === 1 ? '' : 's'}`;
};

/** What the owner reads when tasks wait and no worker is alive (`/api/health/` says ok: false). */
export const queueWarningText = (health: Health): string => {
    const waiting = health.queue?.waiting ?? 0;
    const oldest = health.queue?.oldest_waiting_seconds ?? 0;
    const last = health.workers?.last_heartbeat;
    const tasks = `${waiting} task${waiting === 1 ? ' is' : 's are'} waiting (the oldest for ${minutes(oldest)})`;
    const seen = last ? `The last worker was seen at ${formatDateTime(last)}.` : 'No worker has run yet.';
    return `${tasks}, and no task worker has been alive for a minute: order e-mails and exports will not go out until one runs again. ${seen}`;
};

/** The dashboard's warning for the owner; nothing while the queue is served. Checked every minute. */
export const QueueWarning = () => {
    const { data } = useQuery({
        queryKey: ['health'],
        queryFn: () => getHealth(),
        refetchInterval: 60_000,
    });
    if (!data || data.ok) return null;
    const databaseDown = data.database?.ok === false;
    return (
        <Alert severity="warning" role="alert">
            <AlertTitle>{databaseDown ? 'The database does not answer' : 'The task worker is not running'}</AlertTitle>
            {databaseDown ? 'Nothing can be saved or sent until it answers again.' : queueWarningText(data)}
        </Alert>
    );
};
