'use client';
import { useTranslations } from 'next-intl';
/**
 * The design editor: a fabric.js canvas on the print area of the front and of the back, with the area's safe zone
 * drawn over it. Upload artwork, add text in any of the shop's scripts (straight or on an arc, spaced, outlined,
 * shadowed, in the palette's colours), move / scale / rotate / delete, undo / redo, a layers list for the keyboard,
 * "Fit to print area", and the checks of every layer at its printed size. Exports each side's print PNG at its DPI.
 */
import { Suspense, lazy, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { Colour } from '@/lib/api/types';
import { type GarmentShape, type Side, VIEW, garmentFor } from '@/lib/studio/garments';
import { redo, undo } from '@/lib/studio/history';
import { fitToSafeZone } from '@/lib/studio/layer-checks';
import { printAreaFor } from '@/lib/studio/print-areas';
import { addImageFile } from './canvas-items';
import { CANVAS_W, pixelsPerInch } from './canvas-size';
import { type EditableDesign, designBlob } from './editable-design';
import { EditorToolbar } from './editor-toolbar';
import { GarmentPicture } from './garment-picture';
import { PrintAreaGuides } from './print-area-guides';
import { ShareButton } from './share/share-button';
import { ShelfButton } from './templates/shelf-button';
import { type PrintFiles, exportPrint } from './print-export';
import { type TeamEditor, teamEditor } from './team/editor-team';
import { useDesignCanvas } from './use-design-canvas';

// the tools for layers and text load once a product is chosen, not with the page
const LayerPanel = lazy(() => import('./layer-panel').then((m) => ({ default: m.LayerPanel })));
const TextTools = lazy(() => import('./text-tools').then((m) => ({ default: m.TextTools })));

export { CANVAS_H, CANVAS_W } from './canvas-size';
export type { PrintFiles } from './print-export';

const DEFAULT_SHAPE = garmentFor('tshirts', 'Half Sleeve')!;

export interface EditorHandle {
  exportPrint(): Promise<PrintFiles>;
  /** The layers per side as JSON, kept with the order for "Order again" (null when too large). */
  exportDesign(): Blob | null;
  loadDesign(design: EditableDesign): Promise<void>;
  /** The customer is about to design: load the editor now (it does not load with the page). */
  wake(): void;
  /** Names and numbers: the placeholders, each person's preview and print files (team/editor-team.ts). */
  team: TeamEditor;
}

interface Props {
  shape: { front: GarmentShape; back: GarmentShape } | null;
  /** The product's slug: its print areas. */
  product: string;
  colour: string;
  /** The product's sleeve, kept with a shared design. */
  sleeve?: string;
  /** The shop's colour palette, for the text's colours. */
  palette: Colour[];
  onDesignChange: (sides: Record<Side, boolean>) => void;
  ref?: Ref<EditorHandle>;
}

export function DesignEditor({ shape, product, colour, sleeve = '', palette, onDesignChange, ref }: Props) {
  const e = useTranslations('editor');
  const [side, setSide] = useState<Side>('front');
  const c = useDesignCanvas(side, shape, onDesignChange);
  const { hosts, sides, fabricRef, view, active, whenReady, commit } = c;
  const areas = useMemo(() => ({ front: printAreaFor(product, 'front'), back: printAreaFor(product, 'back') }), [product]);
  const area = areas[side];
  const [notice, setNotice] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const addImage = async (file: File) => {
    setNotice('');
    await whenReady();
    const current = sides.current[side];
    const fabric = fabricRef.current;
    if (!fabric || !current) return;
    const { notice: message, clearInput } = await addImageFile(fabric, current.canvas, file);
    if (message) setNotice(message);
    if (clearInput && fileInput.current) fileInput.current.value = '';
  };

  /** The selected layer scaled to fit the safe zone, keeping its proportions, and centred. */
  const fit = () => {
    const canvas = sides.current[side]?.canvas;
    const fabric = fabricRef.current;
    const o = canvas?.getActiveObject();
    if (!canvas || !fabric || !o) return;
    const { factor, centreX, centreY } = fitToSafeZone(o.getBoundingRect(), area, CANVAS_W);
    o.set({ scaleX: (o.scaleX ?? 1) * factor, scaleY: (o.scaleY ?? 1) * factor });
    o.setPositionByOrigin(new fabric.Point(centreX, centreY), 'center', 'center');
    o.setCoords();
    commit();
  };

  useImperativeHandle(
    ref,
    () => ({
      exportPrint: () => exportPrint(sides.current, shape, colour, areas),
      exportDesign: () => designBlob({ front: sides.current.front?.canvas, back: sides.current.back?.canvas }),
      loadDesign: c.loadDesign,
      wake: c.wake,
      team: teamEditor({ fabric: () => fabricRef.current, canvases: () => sides.current, side, areas, pixelsPerInch: pixelsPerInch(area), whenReady, commit }),
    }),
    [sides, shape, colour, areas, c.loadDesign, c.wake, fabricRef, side, area, whenReady, commit],
  );

  const shown = view[side];
  const activeIndex = active ? (sides.current[side]?.canvas.getObjects().indexOf(active) ?? -1) : -1;

  return (
    <div className="studio-editor" onPointerEnter={c.wake} onPointerDown={c.wake} onFocusCapture={c.wake}>
      <div className="studio-sides" role="tablist" aria-label={e('side')}>
        {(['front', 'back'] as Side[]).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`btn btn-small ${side === s ? '' : 'btn-outline'}`}
            onClick={() => {
              c.deselect();
              setSide(s);
            }}
          >
            {s === 'front' ? e('front') : e('back')}
            {view[s].count > 0 ? ' •' : ''}
          </button>
        ))}
      </div>

      <div className="studio-stage" data-testid="studio-stage">
        {shape ? <GarmentPicture shape={shape[side]} colour={colour} /> : null}
        {!shape && <p className="studio-empty">Select a product to see its preview.</p>}
        {(['front', 'back'] as Side[]).map((s) => {
          const a = (shape ?? DEFAULT_SHAPE)[s].area;
          const box = {
            left: `${(a.x / VIEW.width) * 100}%`,
            top: `${(a.y / VIEW.height) * 100}%`,
            width: `${(a.w / VIEW.width) * 100}%`,
            height: `${(a.h / VIEW.height) * 100}%`,
          };
          return (
            <div key={s} hidden={!shape || side !== s} className="studio-area-wrap" style={box}>
              <div
                ref={(el) => {
                  hosts.current[s] = el;
                }}
                className="studio-print-area"
                data-testid={`print-area-${s}`}
              />
              <PrintAreaGuides area={areas[s]} />
            </div>
          );
        })}
      </div>

      {shape && (
        <>
          <EditorToolbar
            side={side}
            selected={c.selected}
            canUndo={shown.canUndo}
            canRedo={shown.canRedo}
            fileInput={fileInput}
            onFile={(f) => void addImage(f)}
            onDelete={c.removeSelected}
            onUndo={() => c.step(undo)}
            onRedo={() => c.step(redo)}
            notice={notice}
          />
          <ShelfButton fabric={() => fabricRef.current} canvas={() => sides.current[side]?.canvas} whenReady={whenReady} area={area} pixelsPerInch={pixelsPerInch(area)} />
          <ShareButton
            input={() => ({ canvases: { front: sides.current.front?.canvas, back: sides.current.back?.canvas }, shape, product, sleeve, colour })}
          />
          <Suspense fallback={null}>
            <LayerPanel layers={shown.layers} area={area} activeIndex={activeIndex} onSelect={c.select} onFit={fit} />
            <TextTools
              active={active}
              fabric={() => fabricRef.current}
              canvas={() => sides.current[side]?.canvas}
              whenReady={whenReady}
              commit={commit}
              pixelsPerInch={pixelsPerInch(area)}
              palette={palette}
              garment={colour}
              onDone={c.deselect}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}
