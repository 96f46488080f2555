import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AgeingList, NOTHING_OWED } from './AgeingList';
import { renderWithAdmin } from '../test/render';

describe('AgeingList', () => {
    it('says nobody owes money, not "No Ageings yet", when every business order is paid up', async () => {
        renderWithAdmin(
            <ResourceContextProvider value="ageing">
                <AgeingList />
            </ResourceContextProvider>,
        );
        expect(await screen.findByText(NOTHING_OWED)).toBeInTheDocument();
        expect(screen.queryByText(/No Ageings yet/i)).toBeNull();
    });
});
