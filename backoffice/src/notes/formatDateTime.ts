/** A note's time as the team reads it: 23/11/2026, 14:05 (India time). */
export const formatDateTime = (value: string) =>
    new Date(value).toLocaleString('en-IN', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: 'Asia/Kolkata',
    });
