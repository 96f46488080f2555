/**
 * GET /size-chart.pdf?sizes=XS,S,M,L: the size chart for the sizes a product is sold in (the product
 * page's size scale links here); without `sizes`, the whole chart. Unknown sizes are ignored.
 */
import { chartRows } from '@/lib/catalogue/size-chart';
import { sizeChartPdf } from '@/lib/catalogue/size-chart-pdf';

export function GET(request: Request): Response {
  const sizes = new URL(request.url).searchParams.get('sizes')?.slice(0, 200).split(',') ?? [];
  const pdf = sizeChartPdf(chartRows(sizes));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="rangrez-size-chart.pdf"',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
