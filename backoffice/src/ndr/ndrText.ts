import type { NdrActionKind, NdrCase } from '../types';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export const FLAG_TEXT = 'Act before the courier returns it';

export const ACTION_LABEL: Record<NdrActionKind, string> = {
    reattempt: 'Reattempt',
    reschedule: 'Reschedule',
    address: 'Change address',
    rto: 'Return to origin',
};

export const STATUS_LABEL: Record<NdrCase['status'], string> = {
    open: 'Open',
    answered: 'Customer answered',
    actioned: 'Actioned',
    closed: 'Closed',
};

const span = (ms: number): string => {
    const hours = Math.floor(ms / HOUR_MS);
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
    return hours >= 1 ? `${hours} h ${minutes} min` : `${Math.max(minutes, 1)} min`;
};

/** The deadline as a countdown: "12 h 5 min left", "3 h 10 min past the deadline"; settled cases none. */
export const countdown = (record: Pick<NdrCase, 'deadline' | 'status'>, now: Date = new Date()): string => {
    if (record.status === 'closed') return '';
    const left = new Date(record.deadline).getTime() - now.getTime();
    return left >= 0 ? `${span(left)} left` : `${span(-left)} past the deadline`;
};

/** The customer's answer in the desk's words. */
export const answerText = (record: Pick<NdrCase, 'answer' | 'answer_date' | 'answer_address' | 'answer_phone'>, formatDay: (day: string) => string): string => {
    if (record.answer === 'reattempt') return `Deliver again on ${record.answer_date ? formatDay(record.answer_date) : 'a date'}`;
    if (record.answer === 'cancel') return 'Cancel the delivery';
    if (record.answer === 'address') {
        const parts = [record.answer_address, record.answer_phone ? `phone ${record.answer_phone}` : ''].filter(Boolean);
        return `New details: ${parts.join(', ')}`;
    }
    return 'No answer yet';
};
