/**
 * The size chart as a one-page A4 PDF (Helvetica, lines and text, hand-written, no dependencies), for
 * the rows a product is sold in (`chartRows`). `app/size-chart.pdf/route.ts` serves it.
 */
import { cm, SIZE_CHART, type SizeRow } from './size-chart';

const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c);
const text = (x: number, y: number, size: number, s: string, font = 'F1') => `BT /${font} ${size} Tf ${x} ${y} Td (${esc(s)}) Tj ET`;

function content(rows: readonly SizeRow[]): string {
  const ops: string[] = [];
  // header band
  ops.push('0.176 0.106 0.412 rg 0 762 595 80 re f');
  ops.push('1 1 1 rg', text(48, 800, 26, 'Rangrez', 'F2'), text(48, 778, 12, 'Size chart - t-shirts, tank tops, crop tops and full sleeve tees'));
  ops.push('0.11 0.09 0.2 rg', text(48, 722, 16, 'Garment measurements', 'F2'));
  ops.push(text(48, 704, 10, 'Chest: measured across the chest, 1 inch below the armhole, doubled. Length: from the high shoulder point to the hem.'));
  const cols = [48, 138, 238, 338, 438];
  const heads = ['Size', 'Chest (in)', 'Chest (cm)', 'Length (in)', 'Length (cm)'];
  let y = 670;
  ops.push('0.957 0.639 0 rg 40 ' + (y - 8) + ' 515 26 re f', '0.11 0.09 0.2 rg');
  heads.forEach((h, i) => ops.push(text(cols[i] ?? 0, y, 11, h, 'F2')));
  y -= 28;
  rows.forEach(({ size, chest, length }, row) => {
    if (row % 2 === 0) ops.push('0.98 0.96 0.93 rg 40 ' + (y - 8) + ' 515 26 re f');
    ops.push('0.11 0.09 0.2 rg');
    [size, String(chest), cm(chest), String(length), cm(length)].forEach((v, i) => ops.push(text(cols[i] ?? 0, y, 11, v, i === 0 ? 'F2' : 'F1')));
    y -= 26;
  });
  ops.push('0.8 0.76 0.7 RG 0.8 w 40 ' + (y + 18) + ' m 555 ' + (y + 18) + ' l S');
  ops.push(text(48, y - 10, 10, 'Between two sizes? Choose the larger one for a relaxed fit.'));
  // made-to-order sizes exist only where the chart reaches its largest size
  if (rows.at(-1)?.size === SIZE_CHART.at(-1)?.size) {
    ops.push(text(48, y - 24, 10, "Sizes above 5XL are made to order: choose 'More than 5XL' in the design studio (6XL and up)."));
  }
  ops.push(text(48, y - 50, 10, 'Free Delivery, Free Returns*  -  hassle-free 14-day returns'));
  return ops.join('\n');
}

export function sizeChartPdf(rows: readonly SizeRow[]): Buffer {
  const stream = content(rows);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Title (Rangrez size chart) /Producer (Rangrez storefront) >>',
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
