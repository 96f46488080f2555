'use client';
/** "Open in the studio" from a shared design (/pilot?share=<token>): its product, colour and layers, ready to change. */
import { type RefObject, useMemo } from 'react';
import { type SharedDesign, fetchSharedDesign } from '@/lib/api/studio-art';
import type { EditorHandle } from '../design-editor';
import { useOpenDesign } from '../use-open-design';

export function useOpenShare(
  token: string | undefined,
  editor: RefObject<EditorHandle | null>,
  apply: (shared: SharedDesign) => void,
): { notice: string; failed: boolean } {
  const how = useMemo(
    () => ({
      fetch: fetchSharedDesign,
      apply,
      designOf: (shared: SharedDesign) => shared.design,
      noticeOf: () => 'A shared design is open. Change anything you like, then choose sizes and order.',
      failure: 'This shared design could not be opened.',
    }),
    [apply],
  );
  return useOpenDesign(token, editor, how);
}
