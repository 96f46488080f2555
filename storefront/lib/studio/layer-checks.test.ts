import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import hi from '@/messages/hi.json';
import { type LayerWords, fitToSafeZone, layerWarnings } from './layer-checks';
import { printAreaFor } from './print-areas';

const TEE = printAreaFor('tshirts', 'front'); // 12 x 16 in on a 360 x 480 canvas: 30 px an inch, safe zone 15 px in
const picture = (name: string, naturalWidth: number, left: number, top: number, width: number, height = width) => ({
  kind: 'picture' as const,
  name,
  naturalWidth,
  shownWidth: width,
  box: { left, top, width, height },
});

describe('the checks of each layer at its printed size', () => {
  it('warns about each blurry picture by name, with its DPI at the size it prints', () => {
    // 600 px over 300 canvas px = 10 in: 60 DPI; 1800 px over 120 canvas px = 4 in: 450 DPI
    const found = layerWarnings([picture('Picture 1', 600, 30, 30, 300), picture('Picture 2', 1800, 40, 40, 120)], TEE, 360);
    expect(found).toEqual([
      {
        name: 'Picture 1',
        kind: 'dpi',
        message:
          'Picture 1: This artwork would print at about 60 DPI, below 150 DPI, so it may look blurry. Make it smaller or upload a larger image.',
      },
    ]);
  });

  it("judges a banner's picture by the banner's own floor", () => {
    const banner = printAreaFor('banner', 'front'); // 24 in wide: 15 px an inch
    // 1800 px over 240 canvas px = 16 in: 112 DPI, fine on a banner; 1350 px over a tee's 12 in is as much, and blurry
    expect(layerWarnings([picture('Picture 1', 1800, 60, 60, 240)], banner, 360)).toEqual([]);
    expect(layerWarnings([picture('Picture 1', 1350, 15, 15, 330)], TEE, 360)[0]?.message).toMatch(/about 123 DPI/);
  });

  it('names a layer that goes past the safe zone, texts included', () => {
    const text = { kind: 'text' as const, name: '"प्रिया"', naturalWidth: 0, shownWidth: 200, box: { left: 5, top: 100, width: 200, height: 60 } };
    const found = layerWarnings([text, picture('Picture 1', 3600, 15, 15, 330, 450)], TEE, 360);
    expect(found.map((w) => [w.name, w.kind])).toEqual([['"प्रिया"', 'safe-zone']]);
    expect(found[0]?.message).toMatch(/past the safe zone/);
  });

  it('fits a layer inside the safe zone, centred, keeping its proportions', () => {
    // a 660 x 120 box is twice as wide as the 330 px zone: halved, centred on the canvas
    expect(fitToSafeZone({ width: 660, height: 120 }, TEE, 360)).toEqual({ factor: 0.5, centreX: 180, centreY: 240 });
    // a tall box is limited by the zone's 450 px height
    expect(fitToSafeZone({ width: 100, height: 900 }, TEE, 360).factor).toBe(0.5);
  });

  it('words the warnings in Hindi on a Hindi page, naming each picture as the layer list does', () => {
    const e = createTranslator({ locale: 'hi', messages: hi, namespace: 'editor' });
    const words: LayerWords = { dpi: (name, dpi, min) => e('dpiWarning', { name, dpi, min }), safeZone: (name) => e('safeZoneWarning', { name }) };
    const layers = [picture('Picture 1', 600, 5, 30, 300)];
    const found = layerWarnings(layers, TEE, 360, words, (_, i) => e('layerPicture', { n: i + 1 }));
    expect(found.map((w) => w.message)).toEqual([
      'चित्र 1: यह चित्र लगभग 60 DPI पर छपेगा, जो 150 DPI से कम है, इसलिए धुंधला दिख सकता है। इसे छोटा करें या बड़ी तस्वीर अपलोड करें।',
      'चित्र 1 सुरक्षित क्षेत्र (डैश वाली रेखा) से बाहर जा रहा है, इसलिए उसका किनारा कट सकता है। "प्रिंट क्षेत्र में फ़िट करें" चुनें या उसे अंदर खिसकाएँ।',
    ]);
  });
});
