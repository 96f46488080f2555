import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerMessages } from '@/components/home/banner-messages';
import { TopBanner } from '@/components/home/top-banner';
import { moneyWords } from '@/lib/money-words';
import { SPEC_RULES } from './fixtures';

const BANNER_MESSAGES = bannerMessages(moneyWords(SPEC_RULES));

describe('TopBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the next message every 4 seconds and wraps around', () => {
    render(<TopBanner messages={BANNER_MESSAGES} />);
    const text = () => screen.getByTestId('banner-message').textContent;
    expect(text()).toBe(BANNER_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(3999));
    expect(text()).toBe(BANNER_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(text()).toBe(BANNER_MESSAGES[1]);
    act(() => vi.advanceTimersByTime(4000));
    expect(text()).toBe(BANNER_MESSAGES[2]);
    act(() => vi.advanceTimersByTime(4000));
    expect(text()).toBe(BANNER_MESSAGES[0]);
  });

  it('has the three messages of the specification, the money ones from the rules', () => {
    expect(BANNER_MESSAGES[0]).toMatch(/^Join the club for 10% off/);
    expect(BANNER_MESSAGES[1]).toMatch(/Free shipping on orders over ₹999/);
    expect(BANNER_MESSAGES[2]).toMatch(/New collection launched/);
  });

  it('stops rotating when paused', () => {
    render(<TopBanner messages={BANNER_MESSAGES} />);
    fireEvent.click(screen.getByRole('button', { name: /pause/i }));
    act(() => vi.advanceTimersByTime(12000));
    expect(screen.getByTestId('banner-message').textContent).toBe(BANNER_MESSAGES[0]);
  });
});
