import { render } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DayField, DayTimeField, ShopDateField } from './fields';

// The unit tests run on a UTC clock (vite.config.ts): these would read 18:06 in the browser's zone.
const at = '2026-11-23T18:06:00Z';

describe('time fields read India time', () => {
    it('shows an instant as dd/mm/yyyy, 24-hour, in IST', () => {
        render(
            <RecordContextProvider value={{ id: 1, created_at: at, late: '2026-11-23T19:00:00Z', day: '2026-11-23' }}>
                <DayTimeField source="created_at" />
                <span>|</span>
                <DayField source="late" />
                <span>|</span>
                <ShopDateField source="day" />
            </RecordContextProvider>,
        );
        expect(document.body.textContent).toBe('23/11/2026, 23:36|24/11/2026|23/11/2026');
    });
});
