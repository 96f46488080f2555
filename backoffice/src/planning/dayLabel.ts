import { formatDate } from '../format';
import { addDays } from './due';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Tue 24/11/2026' for a shop day ('YYYY-MM-DD'). */
export const dayLabel = (day: string): string => `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${formatDate(day)}`;

/** 'Today', 'Tomorrow' or nothing, from the server's today. */
export const dayName = (day: string, today: string): string => (day === today ? 'Today' : day === addDays(today, 1) ? 'Tomorrow' : '');
