'use client';
/**
 * The shelf of templates and clip-art: two tabs, the themes, and the drawings as pictures (loaded as they scroll
 * into view). It loads, and asks the shop for its list, only when the customer opens it.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type ArtKind, type ArtTheme, type ShelfItem, THEMES, fetchShelf } from '@/lib/api/studio-art';

interface Props {
  onPick: (item: ShelfItem) => Promise<void>;
  onClose: () => void;
}

const KINDS: ArtKind[] = ['template', 'clipart'];

export function ArtShelf({ onPick, onClose }: Props) {
  const t = useTranslations('studioShelf');
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
      .catch((e) => !gone && setError(messageOr(e, t('loadFailed'))));
    return () => {
      gone = true;
    };
    // the failure's words are read when it happens; a new translator object asks nothing again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, lists]);

  const shown = (items ?? []).filter((i) => theme === 'all' || i.theme === theme);
  const themes = THEMES.filter((theme) => items?.some((i) => i.theme === theme.id)).map((theme) => ({ id: theme.id, label: t(theme.id) }));

  const pick = async (item: ShelfItem) => {
    setBusy(item.id);
    setError('');
    try {
      await onPick(item);
      onClose();
    } catch (e) {
      setError(messageOr(e, t('addFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="art-shelf" aria-label={t('label')} data-testid="art-shelf">
      <div className="studio-sides" role="tablist" aria-label={t('kind')}>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={`btn btn-small ${kind === k ? '' : 'btn-outline'}`}
            onClick={() => {
              setKind(k);
              setTheme('all');
            }}
          >
            {t(k)}
          </button>
        ))}
        <button type="button" className="btn btn-small btn-outline art-shelf-close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      {themes.length > 1 && (
        <div className="art-shelf-themes" role="group" aria-label={t('themes')}>
          {[{ id: 'all' as const, label: t('all') }, ...themes].map((chip) => (
            <button key={chip.id} type="button" aria-pressed={theme === chip.id} className="art-chip" onClick={() => setTheme(chip.id)}>
              {chip.label}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {!items && !error && <p role="status">{t('loading')}</p>}
      <ul className={`art-shelf-grid art-shelf-${kind}`}>
        {shown.map((item) => (
          <li key={item.id}>
            <button type="button" className="art-tile" onClick={() => void pick(item)} disabled={busy !== null} aria-label={t('add', { title: item.title })}>
              <img src={item.svgUrl} alt="" loading="lazy" width={item.width} height={item.height} />
              {/* a drawing's title as the shop names it */}
              {busy === item.id ? <span>{t('adding')}</span> : <span lang="en">{item.title}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
