import { describe, expect, it } from 'vitest';
import { arcPath, minRadius, radiusFromInches, radiusInches } from './arc';

const numbers = (d: string) => d.match(/-?\d+(\.\d+)?/g)!.map(Number);

describe('the arc under a curved text', () => {
  it('bends up over the top of its circle, from left to right', () => {
    // 100 long on a radius of 100: a sweep of one radian
    const [x0, y0, r, , , , sweep, x1, y1] = numbers(arcPath(100, 100, 'up'));
    expect(r).toBe(100);
    expect(sweep).toBe(1); // clockwise on screen: over the top
    expect(x0).toBeCloseTo(-47.943, 2);
    expect(x1).toBeCloseTo(47.943, 2);
    expect(y0).toBeCloseTo(12.242, 2); // the ends lower than the middle (y grows downwards)
    expect(y1).toBe(y0);
  });

  it('bends down like a smile, still from left to right', () => {
    const [x0, y0, , , , , sweep, x1] = numbers(arcPath(100, 100, 'down'));
    expect(sweep).toBe(0);
    expect(x0).toBeLessThan(x1!);
    expect(y0).toBeCloseTo(-12.242, 2);
  });

  it('never covers more than three quarters of the circle', () => {
    const length = 300;
    expect(minRadius(length)).toBeCloseTo(300 / (1.5 * Math.PI));
    const [, , r, , , large] = numbers(arcPath(length, 10, 'up'));
    expect(r).toBeCloseTo(minRadius(length), 2);
    expect(large).toBe(1);
  });

  it('shows the radius in printed inches, the layer scale counted', () => {
    // 30 canvas pixels an inch (12 inches on 360), a layer scaled to twice its size
    expect(radiusInches(90, 2, 30)).toBe(6);
    expect(radiusFromInches(6, 2, 30)).toBe(90);
  });
});
