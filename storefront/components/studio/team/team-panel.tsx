'use client';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('team');
  const { rows, check, teamSizes } = team;
  const problems = check.rows.flat().length + rows.filter((_, i) => err(`team.${i + 1}`)).length;
  return (
    <fieldset className="team-panel" aria-describedby="team-hint">
      <legend>{t('legend')}</legend>
      <p className="field-hint" id="team-hint">
        {t('hint')}
      </p>
      <div className="studio-tool-row">
        <button type="button" className="btn btn-small btn-outline" onClick={() => void editor.current?.team.addPlaceholder('name')}>
          {t('namePlaceholder')}
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={() => void editor.current?.team.addPlaceholder('number')}>
          {t('numberPlaceholder')}
        </button>
      </div>
      <label htmlFor="team-paste">{t('paste')}</label>
      <textarea
        id="team-paste"
        className="studio-text-input"
        rows={4}
        value={team.pasted}
        placeholder={t('pasteExample')}
        onChange={(e) => team.setPasted(e.target.value)}
      />
      <div className="studio-tool-row">
        <button type="button" className="btn btn-small" onClick={team.addPasted} disabled={!team.pasted.trim()}>
          {t('addRows')}
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={team.addPerson}>
          {t('addPerson')}
        </button>
        <label className="btn btn-small btn-outline team-upload">
          {t('upload')}
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
        {t('unique')}
      </label>
      {team.notice && (
        <p className="field-hint" role="status">
          {team.notice}
        </p>
      )}
      {rows.length > 0 && (
        <>
          <p className="team-count" data-testid="team-count">
            {t('count', { count: rows.length, max: MAX_PEOPLE })}
            {problems > 0 ? t('problems', { count: problems }) : ''}
          </p>
          <ol className="team-rows" aria-label={t('team')}>
            {rows.map((row, i) => {
              const messages = [...(check.rows[i] ?? []), ...(err(`team.${i + 1}`) ? [err(`team.${i + 1}`) as string] : [])];
              const id = `team-row-${i + 1}`;
              return (
                <li key={i} className={`team-row${messages.length ? ' team-row-bad' : ''}`} data-testid="team-row">
                  <span className="team-row-no" aria-hidden="true">
                    {i + 1}
                  </span>
                  <input aria-label={t('rowName', { n: i + 1 })} value={row.name} maxLength={40} onChange={(e) => team.edit(i, { name: e.target.value })} aria-describedby={messages.length ? id : undefined} />
                  <input aria-label={t('rowNumber', { n: i + 1 })} value={row.number} inputMode="numeric" maxLength={3} className="team-number" onChange={(e) => team.edit(i, { number: e.target.value })} />
                  <select aria-label={t('rowSize', { n: i + 1 })} value={teamSizes.find((s) => s.toUpperCase() === row.size.trim().toUpperCase()) ?? row.size} onChange={(e) => team.edit(i, { size: e.target.value })}>
                    <option value="">{t('size')}</option>
                    {!teamSizes.some((s) => s.toUpperCase() === row.size.trim().toUpperCase()) && row.size.trim() && <option value={row.size}>{row.size}</option>}
                    {teamSizes.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                  <button type="button" className="btn btn-small btn-outline" aria-pressed={team.previewing === i} onClick={() => team.setPreviewing(team.previewing === i ? null : i)}>
                    {t('preview')}
                  </button>
                  <button type="button" className="btn btn-small btn-outline" aria-label={t('remove', { n: i + 1 })} onClick={() => team.remove(i)}>
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
            {t('clear')}
          </button>
        </>
      )}
      {(check.team && rows.length > 0) || err('team') ? <p className="field-error">{err('team') ?? check.team}</p> : null}
      {team.preview && team.previewing !== null && (
        <figure className="team-preview" data-testid="team-preview">
          {Object.entries(team.preview).map(([side, src]) => (
            // a picture made in the browser from the design (a data URL): next/image has nothing to optimise
            <img key={side} src={src} alt={t('previewAlt', { side, name: rows[team.previewing!]?.name || t('thisPerson') })} style={{ background: colour }} />
          ))}
          <figcaption>
            {rows[team.previewing]?.name || t('noName')} · {rows[team.previewing]?.number || t('noNumber')} · {rows[team.previewing]?.size || t('noSize')}
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
