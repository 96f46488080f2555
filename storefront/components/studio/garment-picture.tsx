import { useTranslations } from 'next-intl';
import { type GarmentShape, VIEW, detailColour } from '@/lib/studio/garments';

/** The product's picture in the chosen colour, with the print area dashed. */
export function GarmentPicture({ shape, colour }: { shape: GarmentShape; colour: string }) {
  const e = useTranslations('editor');
  const a = shape.area;
  return (
    <svg
      className="studio-garment"
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      role="img"
      aria-label={e('previewIn', { colour })}
      data-colour={colour}
    >
      <defs>
        <linearGradient id="studio-shade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity="0.10" />
          <stop offset="0.5" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.10" />
        </linearGradient>
      </defs>
      <path d={shape.body} fill={colour} stroke="rgba(29,22,51,0.45)" strokeWidth={1.5} strokeLinejoin="round" />
      <path d={shape.body} fill="url(#studio-shade)" />
      {shape.details && <path d={shape.details} fill="none" stroke={detailColour(colour)} strokeWidth={1.5} />}
      <rect
        x={a.x}
        y={a.y}
        width={a.w}
        height={a.h}
        fill="none"
        stroke={detailColour(colour)}
        strokeDasharray="4 3"
        strokeWidth={1}
      />
    </svg>
  );
}
