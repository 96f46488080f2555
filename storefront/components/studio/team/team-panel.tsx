'use client';
/**
 * The Team panel: name and number placeholders for the design, the people (typed, pasted from a spreadsheet or read
 * from an uploaded CSV / XLSX), "numbers must be unique", each row's problems named by row, and a preview of the
 * design with any one person's name and number.
 */
import type { RefObject } from 'react';
import { MAX_PEOPLE } from '@/lib/studio/team';
import type { EditorHandle } from '../design-editor';
import type { TeamState } from './use-team';
import './team.css';

interface Props {
  team: TeamState;
  editor: RefObject<EditorHandle | null>;
  /** The garment's colour, behind the preview. */
  colour: string;
  /** The server's messages per row (`team.3`) and for the team as a whole. */
  err: (field: string) => string | undefined;
}

export function TeamPanel({ team, editor, colour, err }: Props) {
  const { rows, check, teamSizes } = team;
  const problems = check.rows.flat().length + rows.filter((_, i) => err(`team.${i + 1}`)).length;
  return (
    <fieldset className="team-panel" aria-describedby="team-hint">
      <legend>Team names and numbers</legend>
      <p className="field-hint" id="team-hint">
        One design for the whole team: each person gets their own name, number and size. Add a name and a number placeholder to the design, then paste the team.
      </p>
      <div className="studio-tool-row">
        <button type="button" className="btn btn-small btn-outline" onClick={() => void editor.current?.team.addPlaceholder('name')}>
          Add name placeholder
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={() => void editor.current?.team.addPlaceholder('number')}>
          Add number placeholder
        </button>
      </div>
      <label htmlFor="team-paste">Paste the team (name, number, size a row)</label>
      <textarea
        id="team-paste"
        className="studio-text-input"
        rows={4}
        value={team.pasted}
        placeholder={'Name\tNumber\tSize\nPriya Sharma\t7\tM'}
        onChange={(e) => team.setPasted(e.target.value)}
      />
      <div className="studio-tool-row">
        <button type="button" className="btn btn-small" onClick={team.addPasted} disabled={!team.pasted.trim()}>
          Add these rows
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={team.addPerson}>
          Add a person
        </button>
        <label className="btn btn-small btn-outline team-upload">
          Upload CSV or XLSX
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void team.upload(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <label className="studio-check">
        <input type="checkbox" checked={team.uniqueNumbers} onChange={(e) => team.setUniqueNumbers(e.target.checked)} />
        Numbers must be unique
      </label>
      {team.notice && (
        <p className="field-hint" role="status">
          {team.notice}
        </p>
      )}
      {rows.length > 0 && (
        <>
          <p className="team-count" data-testid="team-count">
            {rows.length} {rows.length === 1 ? 'person' : 'people'} (at most {MAX_PEOPLE})
            {problems > 0 ? ` · ${problems} ${problems === 1 ? 'problem' : 'problems'} to fix` : ''}
          </p>
          <ol className="team-rows" aria-label="Team">
            {rows.map((row, i) => {
              const messages = [...(check.rows[i] ?? []), ...(err(`team.${i + 1}`) ? [err(`team.${i + 1}`) as string] : [])];
              const id = `team-row-${i + 1}`;
              return (
                <li key={i} className={`team-row${messages.length ? ' team-row-bad' : ''}`} data-testid="team-row">
                  <span className="team-row-no" aria-hidden="true">
                    {i + 1}
                  </span>
                  <input aria-label={`Row ${i + 1} name`} value={row.name} maxLength={40} onChange={(e) => team.edit(i, { name: e.target.value })} aria-describedby={messages.length ? id : undefined} />
                  <input aria-label={`Row ${i + 1} number`} value={row.number} inputMode="numeric" maxLength={3} className="team-number" onChange={(e) => team.edit(i, { number: e.target.value })} />
                  <select aria-label={`Row ${i + 1} size`} value={teamSizes.find((s) => s.toUpperCase() === row.size.trim().toUpperCase()) ?? row.size} onChange={(e) => team.edit(i, { size: e.target.value })}>
                    <option value="">Size</option>
                    {!teamSizes.some((s) => s.toUpperCase() === row.size.trim().toUpperCase()) && row.size.trim() && <option value={row.size}>{row.size}</option>}
                    {teamSizes.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                  <button type="button" className="btn btn-small btn-outline" aria-pressed={team.previewing === i} onClick={() => team.setPreviewing(team.previewing === i ? null : i)}>
                    Preview
                  </button>
                  <button type="button" className="btn btn-small btn-outline" aria-label={`Remove row ${i + 1}`} onClick={() => team.remove(i)}>
                    ×
                  </button>
                  {messages.length > 0 && (
                    <ul className="team-row-errors field-error" id={id}>
                      {messages.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
          <button type="button" className="btn btn-small btn-outline" onClick={team.clear}>
            Clear the team
          </button>
        </>
      )}
      {(check.team && rows.length > 0) || err('team') ? <p className="field-error">{err('team') ?? check.team}</p> : null}
      {team.preview && team.previewing !== null && (
        <figure className="team-preview" data-testid="team-preview">
          {Object.entries(team.preview).map(([side, src]) => (
            // a picture made in the browser from the design (a data URL): next/image has nothing to optimise
            <img key={side} src={src} alt={`The ${side} with ${rows[team.previewing!]?.name || 'this person'}'s name and number`} style={{ background: colour }} />
          ))}
          <figcaption>
            {rows[team.previewing]?.name || 'No name'} · {rows[team.previewing]?.number || 'no number'} · {rows[team.previewing]?.size || 'no size'}
          </figcaption>
        </figure>
      )}
      {team.progress && (
        <p className="field-hint" role="status">
          {team.progress}
        </p>
      )}
    </fieldset>
  );
}
