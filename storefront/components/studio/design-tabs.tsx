'use client';
/** The design page's tabs: reviews, description, details, features, each with real content. */
import { useId, useState } from 'react';
import type { Testimonial } from '@/lib/api/types';
import './studio.css';

export interface TabsContent {
  productName: string;
  description: string;
  testimonials: Testimonial[];
  /** How to pay, worded from the money rules ('' when the shop could not say). */
  paymentChoices: string;
}

const TABS = ['Reviews', 'Description', 'Details', 'Features'] as const;
type Tab = (typeof TABS)[number];

export function DesignTabs({ productName, description, testimonials, paymentChoices }: TabsContent) {
  const [tab, setTab] = useState<Tab>('Description');
  const id = useId();
  const panel = (t: Tab) => `${id}-${t}`;
  return (
    <section className="design-tabs" aria-label="About this product">
      <div role="tablist" className="studio-tool-row" aria-label="Product information">
        {TABS.map((t) => (
          <button
            key={t}
            role="tab"
            type="button"
            id={`${panel(t)}-tab`}
            aria-selected={tab === t}
            aria-controls={panel(t)}
            className={`btn btn-small ${tab === t ? '' : 'btn-outline'}`}
            onClick={() => setTab(t)}
          >
            {t}
            {t === 'Reviews' ? ` (${testimonials.length})` : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panel(tab)} aria-labelledby={`${panel(tab)}-tab`} className="tab-panel">
        {tab === 'Reviews' &&
          (testimonials.length === 0 ? (
            <p>No reviews yet. Yours could be the first.</p>
          ) : (
            <ul className="order-mini">
              {testimonials.map((r) => (
                <li key={r.id} style={{ justifyContent: 'flex-start', alignItems: 'center' }}>
                  {r.photo && (
                    <img src={r.photo} alt="" width={48} height={48} style={{ borderRadius: '50%', objectFit: 'cover' }} />
                  )}
                  <span>
                    “{r.message}” — <strong>{r.name}</strong>
                  </span>
                </li>
              ))}
            </ul>
          ))}
        {tab === 'Description' && (
          <p>
            {description ||
              `Design your own ${productName}: upload your artwork or add text, place it on the front and the back, and we print it for you.`}
          </p>
        )}
        {tab === 'Details' && (
          <ul>
            <li>Print area up to 12 x 16 inches on each side, printed at 150 DPI or better.</li>
            <li>Upload JPEG or PNG artwork up to 10 MB; transparent PNGs print without a box.</li>
            <li>Every order is checked by our print team before it is made.</li>
            <li>Prices include GST.</li>
          </ul>
        )}
        {tab === 'Features' && (
          <ul>
            <li>Move, scale and rotate your artwork and text; undo and redo any step.</li>
            <li>Four fonts for your text: Anton, Oswald, Pacifico and Caveat.</li>
            <li>Order several sizes, each with its own quantity, in one order.</li>
            {paymentChoices && <li>{paymentChoices}</li>}
          </ul>
        )}
      </div>
    </section>
  );
}
