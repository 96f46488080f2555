'use client';
/**
 * The design editor's canvases and history: one fabric.js canvas per side, created once fabric has
 * loaded, with undo / redo, the selection, and what the page shows (layers, undo state) copied into state.
 * Keys are in use-canvas-keys.ts; a saved design is put back by load-design.ts.
 */
import type { Canvas, FabricObject } from 'fabric';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GarmentShape, Side } from '@/lib/studio/garments';
import { type History, canRedo, canUndo, record, startHistory, undo } from '@/lib/studio/history';
import type { LayerFact } from '@/lib/studio/layer-checks';
import { CANVAS_H, CANVAS_W, layerFacts } from './canvas-size';
import type { EditableDesign } from './editable-design';
import { useCanvasKeys } from './use-canvas-keys';

type Snapshot = Record<string, unknown>;

export interface SideView {
  count: number;
  canUndo: boolean;
  canRedo: boolean;
  layers: LayerFact[];
}

const EMPTY_VIEW: SideView = { count: 0, canUndo: false, canRedo: false, layers: [] };

export interface SideState {
  canvas: Canvas;
  history: History<Snapshot>;
  restoring: boolean;
}

export function useDesignCanvas(
  side: Side,
  shape: { front: GarmentShape; back: GarmentShape } | null,
  onDesignChange: (sides: Record<Side, boolean>) => void,
) {
  const hosts = useRef<Record<Side, HTMLDivElement | null>>({ front: null, back: null });
  const sides = useRef<Partial<Record<Side, SideState>>>({});
  const fabricRef = useRef<typeof import('fabric') | null>(null);
  const [ready, setReady] = useState(false);
  const [view, setView] = useState<Record<Side, SideView>>({ front: EMPTY_VIEW, back: EMPTY_VIEW });
  // the selected layer of the side shown (fabric.js keeps it; this copy makes the tools follow it)
  const [active, setActive] = useState<FabricObject | null>(null);
  const selected = !!active;
  const readyWaiters = useRef<(() => void)[]>([]);
  const onChangeRef = useRef(onDesignChange);
  useEffect(() => {
    onChangeRef.current = onDesignChange;
  }, [onDesignChange]);

  /** Copies what the page shows (objects, undo state, DPI) out of the canvases into React state. */
  const refreshView = useCallback(() => {
    const of = (s: Side): SideView => {
      const st = sides.current[s];
      if (!st) return EMPTY_VIEW;
      return {
        count: st.canvas.getObjects().length,
        canUndo: canUndo(st.history),
        canRedo: canRedo(st.history),
        layers: layerFacts(st.canvas),
      };
    };
    const next = { front: of('front'), back: of('back') };
    setView(next);
    return next;
  }, []);

  const report = useCallback(() => {
    const next = refreshView();
    onChangeRef.current({ front: next.front.count > 0, back: next.back.count > 0 });
  }, [refreshView]);

  const snapshot = useCallback(
    (s: Side) => {
      const st = sides.current[s];
      if (!st || st.restoring) return;
      st.history = record(st.history, st.canvas.toObject() as Snapshot);
      report();
    },
    [report],
  );

  // fabric.js (about 300 kB) loads only when the customer starts designing (wake), never with the page
  const e = useTranslations('editor');
  // the canvases' names for screen readers, in the page's language (read when the canvases are made)
  const areaNames = useRef<Record<Side, string>>({ front: '', back: '' });
  useEffect(() => {
    areaNames.current = { front: e('printArea', { side: e('front') }), back: e('printArea', { side: e('back') }) };
  }, [e]);
  const [wanted, setWanted] = useState(false);
  const wake = useCallback(() => setWanted(true), []);
  /** Resolves once both canvases exist, loading fabric first if needed. */
  const whenReady = useCallback(async () => {
    setWanted(true);
    if (!sides.current.front) await new Promise<void>((resolve) => readyWaiters.current.push(resolve));
  }, []);

  // create the two canvases once fabric has loaded
  useEffect(() => {
    if (!wanted) return;
    let disposed = false;
    (async () => {
      // fabric.js and the text code load when the customer starts designing, never with the page
      const [fabric, { shapedTextClass }] = await Promise.all([import('fabric'), import('./shaped-text')]);
      shapedTextClass(fabric); // before any design is read back: its texts become shaped texts
      if (disposed) return;
      fabricRef.current = fabric;
      for (const s of ['front', 'back'] as Side[]) {
        const host = hosts.current[s];
        if (!host) continue;
        const el = document.createElement('canvas');
        el.setAttribute('aria-label', areaNames.current[s]);
        host.appendChild(el);
        const canvas = new fabric.Canvas(el, {
          width: CANVAS_W,
          height: CANVAS_H,
          preserveObjectStacking: true,
          enableRetinaScaling: true,
          controlsAboveOverlay: true,
        });
        canvas.setDimensions({ width: '100%', height: '100%' }, { cssOnly: true });
        const state: SideState = { canvas, history: startHistory(canvas.toObject() as Snapshot), restoring: false };
        sides.current[s] = state;
        const changed = () => snapshot(s);
        canvas.on('object:added', changed);
        canvas.on('object:modified', changed);
        canvas.on('object:removed', changed);
        canvas.on('text:editing:exited', changed);
        const sel = () => setActive(canvas.getActiveObject() ?? null);
        canvas.on('selection:created', sel);
        canvas.on('selection:updated', sel);
        canvas.on('selection:cleared', sel);
        canvas.on('object:scaling', refreshView);
        canvas.on('object:moving', refreshView);
      }
      setReady(true);
      for (const wake of readyWaiters.current.splice(0)) wake();
    })();
    const sideMap = sides.current;
    const hostMap = hosts.current;
    return () => {
      disposed = true;
      for (const s of ['front', 'back'] as Side[]) {
        void sideMap[s]?.canvas.dispose();
        delete sideMap[s];
      }
      for (const host of Object.values(hostMap)) host?.replaceChildren();
    };
  }, [wanted, snapshot, refreshView]);

  useEffect(() => {
    sides.current[side]?.canvas.calcOffset();
  }, [side, shape]);

  const removeSelected = useCallback(() => {
    const st = sides.current[side];
    if (!st) return;
    const active = st.canvas.getActiveObjects();
    if (!active.length) return;
    st.canvas.discardActiveObject();
    for (const o of active) st.canvas.remove(o);
    st.canvas.requestRenderAll();
  }, [side]);

  const restore = async (next: History<Snapshot>) => {
    const st = sides.current[side];
    if (!st) return;
    st.restoring = true;
    st.history = next;
    await st.canvas.loadFromJSON(next.present);
    st.canvas.requestRenderAll();
    st.restoring = false;
    setActive(null);
    report();
  };

  /** Records the side shown after a tool changed a layer (one undo step), and shows the result. */
  const commit = useCallback(() => {
    const st = sides.current[side];
    if (!st) return;
    st.canvas.requestRenderAll();
    snapshot(side);
  }, [side, snapshot]);

  useCanvasKeys(() => sides.current[side]?.canvas, removeSelected, commit);

  /** Undo or redo on the side shown. */
  const step = (move: typeof undo) => {
    const st = sides.current[side];
    if (st) void restore(move(st.history));
  };

  /** Drops the selection on the side shown, before another side is shown. */
  const deselect = () => {
    sides.current[side]?.canvas.discardActiveObject();
    sides.current[side]?.canvas.requestRenderAll();
    setActive(null);
  };

  /** Selects a layer of the side shown by its place in the layers list (for the keyboard and screen readers). */
  const select = (index: number) => {
    const canvas = sides.current[side]?.canvas;
    const target = canvas?.getObjects()[index];
    if (!canvas || !target) return;
    canvas.setActiveObject(target);
    canvas.requestRenderAll();
    setActive(target);
  };

  /** Puts a saved design's layers on both sides ("Order again"), once the canvases exist. */
  const loadDesign = useCallback(
    async (design: EditableDesign) => {
      await whenReady();
      const fabric = fabricRef.current;
      if (!fabric) return;
      const { putDesign } = await import('./load-design');
      for (const s of ['front', 'back'] as Side[]) {
        const st = sides.current[s];
        const saved = design[s];
        if (!st || !saved) continue;
        st.restoring = true;
        await putDesign(fabric, st.canvas, saved);
        st.history = startHistory(st.canvas.toObject() as Snapshot);
        st.restoring = false;
      }
      report();
    },
    [report, whenReady],
  );

  return { hosts, sides, fabricRef, ready, view, active, selected, removeSelected, step, deselect, select, commit, loadDesign, wake, whenReady };
}
