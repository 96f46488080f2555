'use client';
/**
 * The editor's keys, while a layer is selected and no text field has the focus: Delete / Backspace removes it, the
 * arrow keys move it one canvas pixel (three with Shift), each move one undo step.
 */
import type { Canvas, FabricObject } from 'fabric';
import { useEffect } from 'react';

const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function useCanvasKeys(canvasOf: () => Canvas | undefined, remove: () => void, commit: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const canvas = canvasOf();
      const active = canvas?.getActiveObject() as (FabricObject & { isEditing?: boolean }) | undefined;
      const target = e.target as HTMLElement | null;
      if (!canvas || !active || active.isEditing || target?.closest('input, textarea, select')) return;
      if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        remove();
        return;
      }
      const step = STEPS[e.key];
      if (!step) return;
      e.preventDefault();
      const by = e.shiftKey ? 3 : 1;
      active.set({ left: (active.left ?? 0) + step[0] * by, top: (active.top ?? 0) + step[1] * by });
      active.setCoords();
      commit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canvasOf, remove, commit]);
}
