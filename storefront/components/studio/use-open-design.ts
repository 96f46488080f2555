'use client';
/** Opens a design kept on the server in the studio (a past order, a shared link): fetches it once for its
 * key, hands it to `apply` (product, colour, sizes), loads its layers into the editor and says so. */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import type { EditorHandle } from './design-editor';
import type { EditableDesign } from './editable-design';

export type OpenDesign<T> = {
  fetch: (key: string) => Promise<T>;
  apply: (found: T) => void;
  designOf: (found: T) => EditableDesign | null | undefined;
  noticeOf: (found: T) => string;
  failure: string;
};

export function useOpenDesign<T>(
  key: string | undefined,
  editor: RefObject<EditorHandle | null>,
  how: OpenDesign<T>,
): { notice: string; failed: boolean } {
  const [state, setState] = useState({ notice: '', failed: false });
  const howRef = useRef(how);
  useEffect(() => {
    howRef.current = how;
  }, [how]);

  useEffect(() => {
    if (!key) return;
    let gone = false;
    const { fetch, failure } = howRef.current;
    fetch(key)
      .then(async (found) => {
        if (gone) return;
        const { apply, designOf, noticeOf } = howRef.current;
        apply(found);
        const design = designOf(found);
        if (design) await editor.current?.loadDesign(design);
        if (!gone) setState({ notice: noticeOf(found), failed: false });
      })
      .catch((e) => !gone && setState({ notice: messageOr(e, failure), failed: true }));
    return () => {
      gone = true;
    };
  }, [key, editor]);
  return state;
}
