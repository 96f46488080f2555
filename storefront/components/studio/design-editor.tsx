'use client';
/**
 * The design editor: a fabric.js canvas on the print area of the front and of the back.
 * Upload artwork, add text in the shipped fonts, move / scale / rotate / delete, undo / redo,
 * and a warning when an image would print below 150 DPI. Exports 1800 x 2400 PNGs.
 */
import type { Canvas, FabricImage, FabricObject, IText } from 'fabric';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { type GarmentShape, type Side, VIEW, garmentFor } from '@/lib/studio/garments';
import { type History, canRedo, canUndo, record, redo, startHistory, undo } from '@/lib/studio/history';
import {
  MAX_UPLOAD_BYTES,
  PRINT_PIXELS,
  WRONG_IMAGE_TYPE,
  looksLikeJpegOrPng,
  lowDpiWarning,
  printDpi,
} from '@/lib/studio/rules';
import { GarmentPicture } from './garment-picture';

/** The canvas's own size; CSS scales it to the print area on screen. 360 x 5 = 1800. */
export const CANVAS_W = 360;
export const CANVAS_H = 480;
const MULTIPLIER = PRINT_PIXELS.width / CANVAS_W;

export const FONTS = [
  { family: 'Anton', file: '/fonts/anton-latin-400-normal.woff2' },
  { family: 'Oswald', file: '/fonts/oswald-latin-400-normal.woff2' },
  { family: 'Pacifico', file: '/fonts/pacifico-latin-400-normal.woff2' },
  { family: 'Caveat', file: '/fonts/caveat-latin-400-normal.woff2' },
] as const;

type Snapshot = Record<string, unknown>;

interface SideView {
  count: number;
  canUndo: boolean;
  canRedo: boolean;
  dpi: number;
}

const EMPTY_VIEW: SideView = { count: 0, canUndo: false, canRedo: false, dpi: 0 };

const DEFAULT_SHAPE = garmentFor('tshirts', 'Half Sleeve')!;

interface SideState {
  canvas: Canvas;
  history: History<Snapshot>;
  restoring: boolean;
}

export interface PrintFiles {
  front: Blob | null;
  back: Blob | null;
  previews: Partial<Record<Side, string>>;
}

export interface EditorHandle {
  exportPrint(): Promise<PrintFiles>;
}

interface Props {
  shape: { front: GarmentShape; back: GarmentShape } | null;
  colour: string;
  onDesignChange: (sides: Record<Side, boolean>) => void;
  ref?: Ref<EditorHandle>;
}

let fontsLoading: Promise<void> | null = null;
function loadFonts(): Promise<void> {
  fontsLoading ??= Promise.all(
    FONTS.map(async ({ family, file }) => {
      try {
        const face = new FontFace(family, `url(${file})`);
        await face.load();
        document.fonts.add(face);
      } catch {
        // a font that fails to load falls back to the browser's
      }
    }),
  ).then(() => undefined);
  return fontsLoading;
}

function isImage(o: FabricObject): o is FabricImage {
  return o.type === 'image';
}

/** The lowest DPI among a side's images, or 0 when it has none. */
function lowestDpi(canvas: Canvas): number {
  const dpis = canvas
    .getObjects()
    .filter(isImage)
    .map((img) => printDpi(img.width ?? 0, img.getScaledWidth(), CANVAS_W));
  return dpis.length ? Math.min(...dpis) : 0;
}

async function garmentPreview(shape: GarmentShape, colour: string, print: HTMLCanvasElement): Promise<string> {
  const scale = 2;
  const out = document.createElement('canvas');
  out.width = VIEW.width * scale;
  out.height = VIEW.height * scale;
  const ctx = out.getContext('2d');
  if (!ctx) return '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW.width} ${VIEW.height}">` +
    `<path d="${shape.body}" fill="${colour}" stroke="rgba(0,0,0,0.35)" stroke-width="1.5" fill-rule="nonzero"/>` +
    `<path d="${shape.details}" fill="none" stroke="rgba(0,0,0,0.22)" stroke-width="1.5"/></svg>`;
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  try {
    await img.decode();
    ctx.drawImage(img, 0, 0, out.width, out.height);
  } catch {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, out.width, out.height);
  }
  const a = shape.area;
  ctx.drawImage(print, a.x * scale, a.y * scale, a.w * scale, a.h * scale);
  return out.toDataURL('image/png');
}

export function DesignEditor({ shape, colour, onDesignChange, ref }: Props) {
  const hosts = useRef<Record<Side, HTMLDivElement | null>>({ front: null, back: null });
  const sides = useRef<Partial<Record<Side, SideState>>>({});
  const fabricRef = useRef<typeof import('fabric') | null>(null);
  const [side, setSide] = useState<Side>('front');
  const [ready, setReady] = useState(false);
  const [view, setView] = useState<Record<Side, SideView>>({ front: EMPTY_VIEW, back: EMPTY_VIEW });
  const [selected, setSelected] = useState(false);
  const [notice, setNotice] = useState('');
  const [text, setText] = useState('');
  const [font, setFont] = useState<string>(FONTS[0].family);
  const [textColour, setTextColour] = useState('#1d1633');
  const fileInput = useRef<HTMLInputElement>(null);
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
        dpi: lowestDpi(st.canvas),
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

  // create the two canvases once fabric has loaded
  useEffect(() => {
    let disposed = false;
    (async () => {
      const fabric = await import('fabric');
      void loadFonts();
      if (disposed) return;
      fabricRef.current = fabric;
      for (const s of ['front', 'back'] as Side[]) {
        const host = hosts.current[s];
        if (!host) continue;
        const el = document.createElement('canvas');
        el.setAttribute('aria-label', `${s === 'front' ? 'Front' : 'Back'} print area`);
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
        const sel = () => setSelected(!!canvas.getActiveObject());
        canvas.on('selection:created', sel);
        canvas.on('selection:updated', sel);
        canvas.on('selection:cleared', sel);
        canvas.on('object:scaling', refreshView);
      }
      setReady(true);
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
  }, [snapshot, refreshView]);

  useEffect(() => {
    sides.current[side]?.canvas.calcOffset();
  }, [side, shape]);

  const addImageFile = async (file: File) => {
    setNotice('');
    const current = sides.current[side];
    const fabric = fabricRef.current;
    if (!fabric || !current) return;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!['image/jpeg', 'image/png', 'image/jpg'].includes(file.type) || !looksLikeJpegOrPng(head)) {
      setNotice(WRONG_IMAGE_TYPE);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setNotice('The image is too large: at most 10 MB.');
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const img = await fabric.FabricImage.fromURL(url);
      const fit = Math.min((CANVAS_W * 0.8) / (img.width || 1), (CANVAS_H * 0.8) / (img.height || 1), 1);
      img.set({ left: CANVAS_W / 2, top: CANVAS_H / 2, originX: 'center', originY: 'center' });
      img.scale(fit);
      current.canvas.add(img);
      current.canvas.setActiveObject(img);
      current.canvas.requestRenderAll();
    } catch {
      setNotice(WRONG_IMAGE_TYPE);
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const addText = async () => {
    const current = sides.current[side];
    const fabric = fabricRef.current;
    if (!fabric || !current || !text.trim()) return;
    await loadFonts();
    const item: IText = new fabric.IText(text.trim(), {
      left: CANVAS_W / 2,
      top: CANVAS_H / 3,
      originX: 'center',
      originY: 'center',
      fontFamily: font,
      fontSize: 48,
      fill: textColour,
      textAlign: 'center',
    });
    current.canvas.add(item);
    current.canvas.setActiveObject(item);
    current.canvas.requestRenderAll();
    setText('');
  };

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
    setSelected(false);
    report();
  };

  // Delete / Backspace removes the selection (not while typing in a text box)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const st = sides.current[side];
      const active = st?.canvas.getActiveObject() as (FabricObject & { isEditing?: boolean }) | undefined;
      const target = e.target as HTMLElement | null;
      if (!active || active.isEditing || target?.closest('input, textarea, select')) return;
      if (e.key === 'Delete' || e.key === 'Backspace') {
        e.preventDefault();
        removeSelected();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [side, removeSelected]);

  useImperativeHandle(
    ref,
    () => ({
      async exportPrint(): Promise<PrintFiles> {
        const out: PrintFiles = { front: null, back: null, previews: {} };
        for (const s of ['front', 'back'] as Side[]) {
          const st = sides.current[s];
          if (!st || st.canvas.getObjects().length === 0) continue;
          st.canvas.discardActiveObject();
          st.canvas.renderAll();
          const print = st.canvas.toCanvasElement(MULTIPLIER);
          const fixed = document.createElement('canvas');
          fixed.width = PRINT_PIXELS.width;
          fixed.height = PRINT_PIXELS.height;
          fixed.getContext('2d')?.drawImage(print, 0, 0, fixed.width, fixed.height);
          out[s] = await new Promise<Blob | null>((resolve) => fixed.toBlob(resolve, 'image/png'));
          if (shape) out.previews[s] = await garmentPreview(shape[s], colour, fixed);
        }
        return out;
      },
    }),
    [shape, colour],
  );

  const shown = view[side];
  const warning = lowDpiWarning(shown.dpi);
  const step = (move: typeof undo) => {
    const st = sides.current[side];
    if (st) void restore(move(st.history));
  };

  return (
    <div className="studio-editor">
      <div className="studio-sides" role="tablist" aria-label="Side">
        {(['front', 'back'] as Side[]).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`btn btn-small ${side === s ? '' : 'btn-outline'}`}
            onClick={() => {
              sides.current[side]?.canvas.discardActiveObject();
              sides.current[side]?.canvas.requestRenderAll();
              setSelected(false);
              setSide(s);
            }}
          >
            {s === 'front' ? 'Front' : 'Back'}
            {view[s].count > 0 ? ' •' : ''}
          </button>
        ))}
      </div>

      <div className="studio-stage" data-testid="studio-stage">
        {shape ? <GarmentPicture shape={shape[side]} colour={colour} /> : null}
        {!shape && <p className="studio-empty">Select a product to see its preview.</p>}
        {(['front', 'back'] as Side[]).map((s) => {
          const a = (shape ?? DEFAULT_SHAPE)[s].area;
          return (
            <div
              key={s}
              ref={(el) => {
                hosts.current[s] = el;
              }}
              className="studio-print-area"
              data-testid={`print-area-${s}`}
              hidden={!shape || side !== s}
              style={{
                left: `${(a.x / VIEW.width) * 100}%`,
                top: `${(a.y / VIEW.height) * 100}%`,
                width: `${(a.w / VIEW.width) * 100}%`,
                height: `${(a.h / VIEW.height) * 100}%`,
              }}
            />
          );
        })}
      </div>

      {shape && (
        <div className="studio-tools">
          <div className="studio-tool-row">
            <label className="btn btn-small btn-outline studio-upload">
              Upload artwork
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                data-testid="design-upload"
                aria-label={`Design upload for the ${side} (JPEG or PNG)`}
                className="visually-hidden"
                disabled={!ready}
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void addImageFile(f);
                }}
              />
            </label>
            <button type="button" className="btn btn-small btn-outline" onClick={removeSelected} disabled={!selected}>
              Delete
            </button>
            <button
              type="button"
              className="btn btn-small btn-outline"
              onClick={() => step(undo)}
              disabled={!shown.canUndo}
            >
              Undo
            </button>
            <button
              type="button"
              className="btn btn-small btn-outline"
              onClick={() => step(redo)}
              disabled={!shown.canRedo}
            >
              Redo
            </button>
          </div>
          <div className="studio-tool-row">
            <label className="visually-hidden" htmlFor="studio-text">
              Text to add
            </label>
            <input
              id="studio-text"
              className="studio-text-input"
              placeholder="Your text"
              value={text}
              maxLength={60}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void addText();
                }
              }}
            />
            <label className="visually-hidden" htmlFor="studio-font">
              Font
            </label>
            <select id="studio-font" value={font} onChange={(e) => setFont(e.target.value)} style={{ fontFamily: font }}>
              {FONTS.map((f) => (
                <option key={f.family} value={f.family} style={{ fontFamily: f.family }}>
                  {f.family}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor="studio-text-colour">
              Text colour
            </label>
            <input id="studio-text-colour" type="color" value={textColour} onChange={(e) => setTextColour(e.target.value)} />
            <button type="button" className="btn btn-small" onClick={() => void addText()} disabled={!ready || !text.trim()}>
              Add text
            </button>
          </div>
          <p className="field-hint">
            Drag to move; use the corner handles to scale and the top handle to rotate. The dashed box is the 12 x 16 inch
            print area.
          </p>
          {warning && (
            <p className="notice notice-info" role="status" data-testid="dpi-warning">
              {warning}
            </p>
          )}
          {notice && (
            <p className="notice notice-error" role="alert">
              {notice}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
