import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));

import { SELLER_PAGES, toSellerFacts } from '@/lib/api/seller-pages';
import { createTranslator } from 'next-intl';
import hi from '@/messages/hi.json';
import { FactsBlock, type FactsWords, factRows } from '@/components/seller/facts-block';
import { SellerMarkdown } from '@/components/seller/seller-markdown';
import { footerColumns } from '@/components/layout/site-footer';

const RAW = {
  seller: {
    legal_name: 'Rangrez Prints Private Limited', trade_name: 'Rangrez', address: '12 MG Road, Pune 411001', state: 'Maharashtra',
    gstin: '27AAAAA0000A1Z5', care_phone: '+91 98765 00000', care_email: 'care@rangrez.in', care_hours: 'Mon-Sat, 10:00-19:00 IST',
  },
  grievance_officer: { name: 'Meera Iyer', designation: 'Grievance Officer', phone: '+91 98765 11111', email: 'grievance@rangrez.in', address: '12 MG Road, Pune', ack_hours: 48, resolve_days: 30 },
  returns: { window_days: 14, free_return_shipping: true, custom_prints_returnable: false, reasons: [{ code: 'misprint', label: 'Misprint' }] },
  shipping: { fast_cities: ['Delhi', 'Gurgaon'], metro_cities: ['Mumbai'], studio_reading: 'Delhi and Gurgaon 1-2 days', product_page_reading: '1–3 days in metros', shipping_fee: '79.00', free_shipping_over: '999.00' },
  payments: { methods: ['UPI', 'Cash on delivery'], cod_below: '5000.00', online_discount_percent: '5.00', online_discount_below: '5000.00', upi_id: null },
};
const FACTS = toSellerFacts(RAW);

describe('the seller’s facts on each page', () => {
  it('names the grievance officer, how to reach them and the law’s times, then the seller', () => {
    render(<FactsBlock slug="grievance-officer" facts={FACTS} />);
    const officer = screen.getByRole('region', { name: 'Grievance officer' });
    expect(officer).toHaveTextContent('Meera Iyer');
    expect(within(officer).getByRole('link', { name: 'grievance@rangrez.in' })).toHaveAttribute('href', 'mailto:grievance@rangrez.in');
    expect(within(officer).getByRole('link', { name: '+91 98765 11111' })).toHaveAttribute('href', 'tel:+919876511111');
    expect(officer).toHaveTextContent('within 48 hours, with a ticket number');
    expect(officer).toHaveTextContent('within one month of the complaint');
    expect(screen.getByRole('region', { name: 'The seller' })).toHaveTextContent('27AAAAA0000A1Z5');
  });

  it('words the money rules as the specification does and leaves out what the shop has not set', () => {
    const rows = Object.fromEntries(factRows('payments', FACTS)[0]!.rows.map(([k, v]) => [k, v]));
    expect(rows['Cash on delivery']).toBe('for orders below ₹5000');
    expect(rows['Online payment (UPI)']).toBe('5% off orders under Rs 5000');
    expect(rows).not.toHaveProperty('UPI ID');
    expect(factRows('terms', FACTS)).toEqual([]);
  });
});

describe('the seller’s facts in Hindi', () => {
  const facts = createTranslator({ locale: 'hi', messages: hi, namespace: 'sellerFacts' });
  const reasons = createTranslator({ locale: 'hi', messages: hi, namespace: 'tracking.reasons' });
  const HINDI: FactsWords = {
    t: (key, values) => facts(key, values),
    english: false,
    reason: (r) => (reasons.has(r.code as never) ? reasons(r.code as never) : r.label),
  };

  it('labels and words each fact in Hindi, and marks the shop’s English names and addresses as English', () => {
    const { container } = render(<FactsBlock slug="grievance-officer" facts={FACTS} words={HINDI} />);
    const officer = screen.getByRole('region', { name: 'शिकायत अधिकारी' });
    expect(officer).toHaveTextContent('48 घंटों में, टिकट नंबर के साथ');
    expect(officer).toHaveTextContent('शिकायत के एक महीने के भीतर');
    expect(within(officer).getByText('Meera Iyer')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('region', { name: 'विक्रेता' })).toHaveTextContent('27AAAAA0000A1Z5');
    expect(container.querySelectorAll('dt')[0]).toHaveTextContent('नाम');
  });

  it('gives the money rules, delivery readings and return reasons in Hindi', () => {
    const pay = Object.fromEntries(factRows('payments', FACTS, HINDI)[0]!.rows.map(([k, v]) => [k, v]));
    expect(pay['कैश ऑन डिलीवरी']).toBe('₹5000 से कम के ऑर्डर पर');
    expect(pay['भुगतान के तरीके']).toBe('UPI, कैश ऑन डिलीवरी');
    const ship = Object.fromEntries(factRows('shipping', FACTS, HINDI)[0]!.rows.map(([k, v]) => [k, v]));
    expect(ship['अपना डिज़ाइन']).toBe('दिल्ली और गुड़गाँव 1-2 दिन, मेट्रो शहर 2-3 दिन, बाकी 3-5 दिन');
    expect(ship['शिपिंग शुल्क']).toBe('₹79, ₹999 से ज़्यादा के ऑर्डर पर मुफ़्त');
    const withReason = toSellerFacts({ ...RAW, returns: { ...RAW.returns, reasons: [{ code: 'damaged', label: 'Damaged in transit' }] } });
    const ret = Object.fromEntries(factRows('returns', withReason, HINDI)[0]!.rows.map(([k, v]) => [k, v]));
    expect(ret['कारण']).toBe('रास्ते में खराब हुआ');
    expect(ret['वापसी या बदलाव की अवधि']).toBe('डिलीवरी से 14 दिन');
  });
});

describe('the owner’s Markdown', () => {
  it('renders CommonMark but never raw HTML', () => {
    const { container } = render(<SellerMarkdown markdown={'## Returns\n\n- within **14 days**\n\n<script>alert(1)</script><img src=x onerror="alert(2)">'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('14 days');
    expect(container.querySelector('script, img')).toBeNull();
  });
});

describe('the footer’s Support column', () => {
  it('links every seller page, with the shop’s own list or without it', () => {
    for (const pages of [[], SELLER_PAGES.map((p) => ({ slug: p.slug, title: `${p.title}!` }))]) {
      const support = footerColumns(pages).find((c) => c.title === 'Support');
      expect(support?.links.map((l) => l.href)).toEqual(['/about', '/grievance-officer', '/returns', '/shipping', '/payments', '/terms', '/privacy']);
    }
    expect(footerColumns([]).find((c) => c.title === 'Products')?.links.every((l) => l.href === '/login')).toBe(true);
  });
});
