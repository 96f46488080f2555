/** Confirm Order for a team: each person's print files made from the design, then one order with a line each. */
import type { RefObject } from 'react';
import type { PlaceInput, PlacedOrder } from '@/lib/api/types';
import { teamsApi } from '@/lib/api/teams';
import type { EditorHandle } from '../design-editor';
import type { TeamState } from './use-team';

export const CHECK_ROWS = "Please check the team's rows: each message names its row.";

export async function placeTeam(team: TeamState, editor: RefObject<EditorHandle | null>, input: PlaceInput, key: string): Promise<PlacedOrder> {
  const rows = team.clean();
  team.setProgress(`Making the print files: 0 of ${rows.length}…`);
  try {
    const files = (await editor.current?.team.exportPeople(rows, (done) => team.setProgress(`Making the print files: ${done} of ${rows.length}…`))) ?? [];
    team.setProgress(`Sending ${rows.length} print files…`);
    const people = files.map((f) => ({ front: f.front, back: f.back }));
    return await teamsApi.placeTeamOrder({ ...input, team: rows, uniqueNumbers: team.uniqueNumbers, people }, key);
  } finally {
    team.setProgress('');
  }
}
