'use client';
/**
 * The shelf of templates and clip-art: two tabs, the themes, and the drawings as pictures (loaded as they scroll
 * into view). It loads, and asks the shop for its list, only when the customer opens it.
 */
import { useEffect, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type ArtKind, type ArtTheme, type ShelfItem, THEMES, fetchShelf } from '@/lib/api/studio-art';

interface Props {
  onPick: (item: ShelfItem) => Promise<void>;
  onClose: () => void;
}

const KINDS: { id: ArtKind; label: string }[] = [
  { id: 'template', label: 'Templates' },
  { id: 'clipart', label: 'Clip-art' },
];

export function ArtShelf({ onPick, onClose }: Props) {
  const [kind, setKind] = useState<ArtKind>('template');
  const [theme, setTheme] = useState<ArtTheme | 'all'>('all');
  const [lists, setLists] = useState<Partial<Record<ArtKind, ShelfItem[]>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const items = lists[kind];

  useEffect(() => {
    if (lists[kind]) return;
    let gone = false;
    fetchShelf(kind)
      .then((rows) => !gone && setLists((l) => ({ ...l, [kind]: rows })))
      .catch((e) => !gone && setError(messageOr(e, 'The shelf could not be loaded. Please try again.')));
    return () => {
      gone = true;
    };
  }, [kind, lists]);

  const shown = (items ?? []).filter((i) => theme === 'all' || i.theme === theme);
  const themes = THEMES.filter((t) => items?.some((i) => i.theme === t.id));

  const pick = async (item: ShelfItem) => {
    setBusy(item.id);
    setError('');
    try {
      await onPick(item);
      onClose();
    } catch (e) {
      setError(messageOr(e, 'This drawing could not be added. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="art-shelf" aria-label="Templates and clip-art" data-testid="art-shelf">
      <div className="studio-sides" role="tablist" aria-label="Kind">
        {KINDS.map((k) => (
          <button
            key={k.id}
            type="button"
            role="tab"
            aria-selected={kind === k.id}
            className={`btn btn-small ${kind === k.id ? '' : 'btn-outline'}`}
            onClick={() => {
              setKind(k.id);
              setTheme('all');
            }}
          >
            {k.label}
          </button>
        ))}
        <button type="button" className="btn btn-small btn-outline art-shelf-close" onClick={onClose}>
          Close
        </button>
      </div>
      {themes.length > 1 && (
        <div className="art-shelf-themes" role="group" aria-label="Themes">
          {[{ id: 'all' as const, label: 'All' }, ...themes].map((t) => (
            <button key={t.id} type="button" aria-pressed={theme === t.id} className="art-chip" onClick={() => setTheme(t.id)}>
              {t.label}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {!items && !error && <p role="status">Loading the shelf…</p>}
      <ul className={`art-shelf-grid art-shelf-${kind}`}>
        {shown.map((item) => (
          <li key={item.id}>
            <button type="button" className="art-tile" onClick={() => void pick(item)} disabled={busy !== null} aria-label={`Add ${item.title}`}>
              <img src={item.svgUrl} alt="" loading="lazy" width={item.width} height={item.height} />
              <span>{busy === item.id ? 'Adding…' : item.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
