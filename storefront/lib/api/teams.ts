/** Names and numbers: a team sheet read by the server, and a team's order (one line and print file per person). */
import { placeForm } from './client';
import { shop, unwrap } from './http';
import { toPlaced } from './mappers';
import type { paths } from './schema.gen';
import type { PlaceInput, PlacedOrder } from './types';
import type { TeamRow } from '@/lib/studio/team';

export interface TeamPlaceInput extends PlaceInput {
  team: TeamRow[];
  uniqueNumbers: boolean;
  /** Each person's print files, in the rows' order. */
  people: { front: Blob | null; back: Blob | null }[];
}

type SheetBody = paths['/api/team-sheets/']['post']['requestBody']['content']['multipart/form-data'];
type TeamBody = paths['/api/team-orders/']['post']['requestBody']['content']['multipart/form-data'];

export const teamsApi = {
  /** A CSV or XLSX sheet's rows, read by the shop's bounded reader (nothing is stored). */
  readSheet: async (file: File): Promise<TeamRow[]> => {
    const form = new FormData();
    form.set('file', file, file.name);
    const raw = await unwrap(shop().POST('/api/team-sheets/', { body: {} as SheetBody, bodySerializer: () => form }));
    return raw.rows.map((r) => ({ name: r.name, number: r.number, size: r.size }));
  },
  placeTeamOrder: async (input: TeamPlaceInput, idempotencyKey: string): Promise<PlacedOrder> => {
    const form = placeForm(input);
    form.delete('sizes');
    form.set('team', JSON.stringify(input.team));
    form.set('unique_numbers', input.uniqueNumbers ? 'true' : 'false');
    input.people.forEach((p, i) => {
      if (p.front) form.append('people_front', p.front, `person-${i + 1}-front.png`);
      if (p.back) form.append('people_back', p.back, `person-${i + 1}-back.png`);
    });
    const options = { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: {} as TeamBody, bodySerializer: () => form };
    return toPlaced(await unwrap(shop().POST('/api/team-orders/', options)));
  },
};
