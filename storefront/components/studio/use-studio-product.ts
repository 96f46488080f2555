'use client';
/** The studio's product, sleeve and colour choices, and what follows from them: the garment shape, sleeves, sizes. */
import { useMemo, useState } from 'react';
import type { StudioCatalogue } from '@/lib/api/types';
import { garmentFor } from '@/lib/studio/garments';

export function useStudioProduct(catalogue: StudioCatalogue, fixedProduct: string | undefined, clearErrors: (...fields: string[]) => void) {
  // the /pilot list, plus the product a design page is about
  const products = useMemo(
    () => catalogue.products.filter((p) => p.customisable || p.slug === fixedProduct),
    [catalogue.products, fixedProduct],
  );
  const [product, setProduct] = useState(fixedProduct && products.some((p) => p.slug === fixedProduct) ? fixedProduct : '');
  const [sleeve, setSleeve] = useState('');
  const [colour, setColour] = useState('#ffffff');
  /** What the hex box shows, as typed. */
  const [colourText, setColourText] = useState('');
  const chosen = products.find((p) => p.slug === product);

  const chooseProduct = (slug: string) => {
    setProduct(slug);
    setSleeve(''); // choosing a different product clears the T-Shirt sub-choice
    clearErrors('product', 'sleeve');
  };

  /** Picks a garment colour from a swatch, the picker or a valid hex. */
  const pickColour = (hex: string) => {
    setColour(hex.toLowerCase());
    setColourText(hex.toUpperCase());
    clearErrors('color');
  };

  return {
    products,
    colours: catalogue.colours,
    product,
    chosen,
    chooseProduct,
    sleeve,
    setSleeve,
    colour,
    colourText,
    setColourText,
    pickColour,
    shape: garmentFor(product, sleeve),
    hasSleeves: (chosen?.sleeves.length ?? 0) > 0,
    hasSizes: chosen?.hasSizes ?? true,
  };
}

export type StudioProductState = ReturnType<typeof useStudioProduct>;
