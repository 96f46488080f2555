'use client';

import { useState } from 'react';

const VIEWS = ['front', 'back', 'detail'];

/** Three-image gallery: a main picture and thumbnail buttons. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const src = images[current] ?? images[0];
  return (
    <div>
      <div className="gallery-main">
        <img src={src} alt={`${name}, ${VIEWS[current] ?? 'picture'} view`} width={400} height={500} fetchPriority="high" />
      </div>
      <ul className="gallery-thumbs" aria-label="Pictures">
        {images.map((img, i) => (
          <li key={img}>
            <button type="button" aria-current={i === current} onClick={() => setCurrent(i)}>
              <img src={img} alt={`Show ${VIEWS[i] ?? `picture ${i + 1}`} view`} width={84} height={105} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
