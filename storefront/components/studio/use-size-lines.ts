'use client';
/** The studio's sizes and quantities: the size being picked, the chosen lines, and the lines the order uses. */
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import {
  CUSTOM_SIZE,
  STANDARD_SIZE,
  type SizeLine,
  addLine,
  customSizeCode,
  customSizeError,
  quantityError,
} from '@/lib/studio/rules';

export function useSizeLines(productChosen: boolean, hasSizes: boolean, onLineAdded: () => void) {
  const t = useTranslations('studio');
  const [size, setSize] = useState('');
  const [customSize, setCustomSize] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [lines, setLines] = useState<SizeLine[]>([]);
  const [sizeError, setSizeError] = useState('');

  // the lines the order and the quote use: the chosen list, or the size picked but not yet added
  const orderLines = useMemo<SizeLine[]>(() => {
    if (!productChosen) return [];
    if (!hasSizes) {
      const q = Number(quantity);
      return quantityError(quantity) ? [] : [{ size: STANDARD_SIZE, quantity: q }];
    }
    if (lines.length) return lines;
    if (!size || quantityError(quantity)) return [];
    if (size === CUSTOM_SIZE) return customSizeError(customSize) ? [] : [{ size: customSizeCode(customSize), quantity: Number(quantity) }];
    return [{ size, quantity: Number(quantity) }];
  }, [productChosen, hasSizes, lines, size, customSize, quantity]);

  const chooseSize = (value: string) => {
    setSize(value);
    if (value !== CUSTOM_SIZE) setCustomSize(''); // another size clears the custom size
    setSizeError('');
  };

  const addSize = () => {
    if (!size) return setSizeError(t('chooseSize'));
    const qErr = quantityError(quantity);
    if (qErr) return setSizeError(qErr);
    let code_ = size;
    if (size === CUSTOM_SIZE) {
      const cErr = customSizeError(customSize);
      if (cErr) return setSizeError(cErr);
      code_ = customSizeCode(customSize);
    }
    setLines((l) => addLine(l, code_, Number(quantity)));
    setSize('');
    setCustomSize('');
    setQuantity('1');
    setSizeError('');
    onLineAdded();
  };

  return {
    size,
    customSize,
    setCustomSize,
    quantity,
    setQuantity,
    lines,
    setLines,
    sizeError,
    setSizeError,
    orderLines,
    chooseSize,
    addSize,
  };
}

export type SizeLinesState = ReturnType<typeof useSizeLines>;
