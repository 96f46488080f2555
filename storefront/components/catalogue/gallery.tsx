'use client';
import { useTranslations } from 'next-intl';

import { useState } from 'react';

// the views' words in messages/*.json's `product`
const VIEWS = ['viewFront', 'viewBack', 'viewDetail'] as const;

/** Three-image gallery: a main picture and thumbnail buttons. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations('product');
  const view = (i: number) => (VIEWS[i] ? t(VIEWS[i]) : t('picture', { n: i + 1 }));
  const [current, setCurrent] = useState(0);
  const src = images[current] ?? images[0];
  return (
    <div>
      <div className="gallery-main">
        <img src={src} alt={t('viewAlt', { name, view: view(current) })} width={400} height={500} fetchPriority="high" />
      </div>
      <ul className="gallery-thumbs" aria-label={t('pictures')}>
        {images.map((img, i) => (
          <li key={img}>
            <button type="button" aria-current={i === current} onClick={() => setCurrent(i)}>
              <img src={img} alt={t('showView', { view: view(i) })} width={84} height={105} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
