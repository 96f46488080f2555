'use client';
/**
 * The Team panel's state: the people (typed, pasted or read from an uploaded sheet), "numbers must be unique", the
 * person previewed, and each row's checks (lib/studio/team.ts) with the names too wide for the print area (measured
 * by the editor). While the team has people the order's sizes are the team's, so the live price is the team's
 * quantity at its price break.
 */
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { teamsApi } from '@/lib/api/teams';
import { messageOr } from '@/lib/api/errors';
import type { Side } from '@/lib/studio/garments';
import { CUSTOM_SIZE } from '@/lib/studio/rules';
import { type TeamRow, checkTeam, cleanRows, parseSheet, sizeCounts } from '@/lib/studio/team';
import type { EditorHandle } from '../design-editor';
import type { SizeLinesState } from '../use-size-lines';

const EMPTY: TeamRow = { name: '', number: '', size: '' };

export function useTeam(editor: RefObject<EditorHandle | null>, catalogueSizes: string[], sizes: SizeLinesState, design: Record<Side, boolean>) {
  const teamSizes = useMemo(() => catalogueSizes.filter((s) => s !== CUSTOM_SIZE), [catalogueSizes]);
  const [rows, setRows] = useState<TeamRow[]>([]);
  const [uniqueNumbers, setUniqueNumbers] = useState(true);
  const [pasted, setPasted] = useState('');
  const [notice, setNotice] = useState('');
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [progress, setProgress] = useState('');
  const active = rows.length > 0;

  // what the design holds and which names are too wide: read from the editor when the design or the rows change
  const { roles, wide } = useMemo(() => {
    const t = editor.current?.team;
    void design; // the design changed: read it again
    return { roles: t?.roles() ?? new Set<string>(), wide: t?.tooWide(rows.map((r) => r.name.trim())) ?? new Set<string>() };
  }, [editor, rows, design]);

  const check = useMemo(
    () => checkTeam(rows, { sizes: teamSizes, needsName: roles.has('name'), uniqueNumbers, tooWide: (n) => wide.has(n) }),
    [rows, teamSizes, roles, uniqueNumbers, wide],
  );

  // the order's sizes follow the team (the quote prices the team's quantity)
  const { setLines } = sizes;
  const counts = useMemo(() => JSON.stringify(sizeCounts(rows, teamSizes)), [rows, teamSizes]);
  useEffect(() => {
    if (active) setLines(JSON.parse(counts));
  }, [active, counts, setLines]);

  const preview = useMemo(() => {
    const person = previewing === null ? undefined : cleanRows(rows.slice(previewing, previewing + 1), teamSizes)[0];
    void design; // the design changed: draw the preview again
    return person ? (editor.current?.team.preview(person) ?? null) : null;
  }, [editor, previewing, rows, teamSizes, design]);

  const addPasted = () => {
    const found = parseSheet(pasted);
    if (!found.length) return setNotice('Paste rows of name, number and size (copied from a spreadsheet, or one person a line).');
    setRows((r) => [...r, ...found]);
    setPasted('');
    setNotice(`${found.length} ${found.length === 1 ? 'person' : 'people'} added.`);
  };

  const upload = async (file: File) => {
    setNotice('Reading the sheet…');
    try {
      const found = await teamsApi.readSheet(file);
      setRows((r) => [...r, ...found]);
      setNotice(`${found.length} ${found.length === 1 ? 'person' : 'people'} added from ${file.name}.`);
    } catch (error) {
      setNotice(messageOr(error, 'We could not read this file. Save the sheet as CSV (name, number, size) and upload that.'));
    }
  };

  const edit = (i: number, patch: Partial<TeamRow>) => setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const remove = (i: number) => {
    setRows((r) => r.filter((_, j) => j !== i));
    setPreviewing(null);
    if (rows.length === 1) setLines([]);
  };
  const addPerson = () => setRows((r) => [...r, { ...EMPTY }]);
  const clear = () => {
    setRows([]);
    setPreviewing(null);
    setLines([]);
  };

  return {
    rows,
    active,
    teamSizes,
    roles,
    uniqueNumbers,
    setUniqueNumbers,
    pasted,
    setPasted,
    notice,
    check,
    previewing,
    setPreviewing,
    preview,
    progress,
    setProgress,
    addPasted,
    upload,
    edit,
    remove,
    addPerson,
    clear,
    /** The rows as the order sends them. */
    clean: () => cleanRows(rows, teamSizes),
  };
}

export type TeamState = ReturnType<typeof useTeam>;
