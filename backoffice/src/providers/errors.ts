/**
 * What the team reads when something fails: the screen's words for the failure, then the
 * server's reason when it gave one ('Failed to update payment status. This order is cancelled.').
 * (The server's error body becomes an HttpError in one place: `api/client.ts`.)
 */
export const errorText = (error: unknown, failure: string): string => {
    const reason = (error instanceof Error ? error.message : '').trim();
    if (!reason || reason === failure) return failure;
    if (reason.startsWith(failure)) return reason;
    return `${failure} ${reason}`;
};
