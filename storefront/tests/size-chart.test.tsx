// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductOptions } from '@/components/catalogue/product-options';
import { SizeScale } from '@/components/catalogue/size-scale';
import type { CatalogueItem } from '@/lib/api/types';
import { chartRows, sizeChartHref } from '@/lib/catalogue/size-chart';
import { sizeChartPdf } from '@/lib/catalogue/size-chart-pdf';
import { GET } from '@/app/size-chart.pdf/route';

vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const XS_TO_L = ['XS', 'S', 'M', 'L'];
// Bleu Renaissance, sold in XS-L (the catalogue API's `sizes`)
const BLEU = { id: 1, name: 'Bleu Renaissance', price: 699, color: 'Glow Pink', sizes: XS_TO_L, images: [] } as unknown as CatalogueItem;

afterEach(cleanup);

describe('the size chart shows only the sizes a product is sold in', () => {
  it('draws XS to L on the page of a tee sold in XS-L, with no XL to 5XL', () => {
    render(<ProductOptions item={BLEU} />);
    const picture = screen.getByRole('img', { name: 'Size scale: chest and length for XS to L' });
    expect(picture).toHaveTextContent('XS 36″ · 26″');
    expect(picture).toHaveTextContent('L 42″ · 29″');
    for (const size of ['XL', '2XL', '5XL']) expect(picture.textContent).not.toContain(size);
    expect(screen.getByRole('link', { name: /Size chart \(PDF\)/ })).toHaveAttribute('href', '/size-chart.pdf?sizes=XS,S,M,L');
  });

  it('keeps the whole chart, ending at 5XL, for a product sold in every size', () => {
    render(<SizeScale sizes={['S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL']} />);
    const picture = screen.getByRole('img', { name: 'Size scale: chest and length for S to 5XL' });
    expect(picture).toHaveTextContent('… to 5XL');
  });

  it('reads the sizes in chart order, ignoring unknown ones', () => {
    expect(chartRows(['L', 'xs', 'Free']).map((r) => r.size)).toEqual(['XS', 'L']);
    expect(chartRows([]).length).toBe(9);
    expect(sizeChartHref([])).toBe('/size-chart.pdf');
  });

  it('writes a PDF of those rows only', async () => {
    const pdf = sizeChartPdf(chartRows(XS_TO_L)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(L) Tj');
    expect(pdf).not.toMatch(/\((XL|2XL|3XL|4XL|5XL)\) Tj/);
    expect(pdf).not.toContain('5XL');
    const answer = GET(new Request('http://shop.test/size-chart.pdf?sizes=XS,S,M,L'));
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const body = Buffer.from(await answer.arrayBuffer()).toString('latin1');
    expect(body).toContain('(M) Tj');
    expect(body).not.toContain('(XL) Tj');
  });
});
