import { useTranslations } from 'next-intl';
import { chartRows, sizeChartHref, type SizeRow } from '@/lib/catalogue/size-chart';

const SHOWN = 5;

/**
 * The size-scale picture (SPEC: 'a size-scale image that downloads a size-chart PDF when clicked'), drawn
 * for the sizes this product is sold in: their chest and length, and a PDF of the same rows.
 */
export function SizeScale({ sizes }: { sizes: readonly string[] }) {
  const t = useTranslations('product');
  const rows = chartRows(sizes);
  const first = rows.at(0)?.size ?? '';
  const last = rows.at(-1)?.size ?? '';
  const range = first === last ? first : t('sizesTo', { first, last });
  // five lines fit beside the tee; a longer chart shows its first four and where it ends
  const line = (r: SizeRow) => `${r.size}  ${r.chest}″ · ${r.length}″`;
  const lines = rows.length <= SHOWN ? rows.map(line) : [...rows.slice(0, SHOWN - 1).map(line), t('sizeTo', { size: rows.at(-1)?.size ?? '' })];
  return (
    <a className="size-scale" href={sizeChartHref(sizes)} download="rangrez-size-chart.pdf">
      <svg viewBox="0 0 320 200" width={320} height={200} role="img" aria-label={t('sizeScale', { range })}>
        <rect width="320" height="200" rx="12" fill="#fffaf3" />
        <g transform="translate(14 18) scale(0.34)">
          <path
            d="M140 62 Q200 100 260 62 L332 86 L388 164 L334 196 L316 174 L316 452 Q200 466 84 452 L84 174 L66 196 L12 164 L68 86 Z"
            fill="#efeafd"
            stroke="#2d1b69"
            strokeWidth="5"
            strokeLinejoin="round"
          />
          <path d="M140 62 Q200 100 260 62" fill="none" stroke="#2d1b69" strokeWidth="8" />
          <path d="M90 230 H310" stroke="#b0145a" strokeWidth="7" />
          <path d="M350 80 V450" stroke="#b0145a" strokeWidth="7" />
        </g>
        <text x="48" y="100" fontSize="12" fontWeight="700" fill="#b0145a">
          {t('chest')}
        </text>
        <text x="134" y="120" fontSize="12" fontWeight="700" fill="#b0145a" transform="rotate(90 134 120)">
          {t('length')}
        </text>
        <g fontSize="12" fill="#1d1633">
          <text x="170" y="34" fontWeight="800" fontSize="14">
            {t('sizeChart')}
          </text>
          {lines.map((line, i) => (
            <text key={line} x="170" y={58 + i * 18} xmlSpace="preserve">
              {line}
            </text>
          ))}
          <text x="170" y="178" fontWeight="700" fill="#2d1b69">
            {t('downloadPdf')}
          </text>
        </g>
      </svg>
      <span>{t('sizeChartPdf')}</span>
    </a>
  );
}
