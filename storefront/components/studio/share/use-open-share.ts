'use client';
/** "Open in the studio" from a shared design (/pilot?share=<token>): its product, colour and layers, ready to change. */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type SharedDesign, fetchSharedDesign } from '@/lib/api/studio-art';
import type { EditorHandle } from '../design-editor';

export function useOpenShare(
  token: string | undefined,
  editor: RefObject<EditorHandle | null>,
  apply: (shared: SharedDesign) => void,
): { notice: string; failed: boolean } {
  const [state, setState] = useState({ notice: '', failed: false });
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);

  useEffect(() => {
    if (!token) return;
    let gone = false;
    fetchSharedDesign(token)
      .then(async (shared) => {
        if (gone) return;
        applyRef.current(shared);
        await editor.current?.loadDesign(shared.design);
        if (!gone) setState({ notice: 'A shared design is open. Change anything you like, then choose sizes and order.', failed: false });
      })
      .catch((e) => !gone && setState({ notice: messageOr(e, 'This shared design could not be opened.'), failed: true }));
    return () => {
      gone = true;
    };
  }, [token, editor]);
  return state;
}
