'use client';
/**
 * Accessible tabs (WAI-ARIA Authoring Practices, "tabs with automatic activation"): a tablist of buttons, the
 * arrow keys, Home and End move between them, only the selected tab is in the Tab order. Every panel is in the page
 * (the server rendered them, search engines read them); the others are `hidden`. A link to `#{id}` opens that tab.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface TabSpec {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export function Tabs({ tabs, label, initial }: { tabs: TabSpec[]; label: string; initial?: string }) {
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const ids = tabs.map((t) => t.id).join(' ');
  useEffect(() => {
    const open = () => {
      const wanted = window.location.hash.slice(1);
      if (wanted && ids.split(' ').includes(wanted)) setSelected(wanted);
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [ids]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`${base}-${t.id}-tab`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-${t.id}`}
            tabIndex={t.id === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-${t.id}`}
          aria-labelledby={`${base}-${t.id}-tab`}
          className="tab-panel"
          hidden={t.id !== selected}
          tabIndex={0}
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
