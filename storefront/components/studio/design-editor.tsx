'use client';
/**
 * The design editor: a fabric.js canvas on the print area of the front and of the back.
 * Upload artwork, add text in the shipped fonts, move / scale / rotate / delete, undo / redo,
 * and a warning when an image would print below 150 DPI. Exports 1800 x 2400 PNGs.
 */
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { type GarmentShape, type Side, VIEW, garmentFor } from '@/lib/studio/garments';
import { redo, undo } from '@/lib/studio/history';
import { lowDpiWarning } from '@/lib/studio/rules';
import { addImageFile, addTextItem } from './canvas-items';
import { type EditableDesign, designBlob } from './editable-design';
import { EditorToolbar } from './editor-toolbar';
import { FONTS } from './editor-fonts';
import { GarmentPicture } from './garment-picture';
import { type PrintFiles, exportPrint } from './print-export';
import { useDesignCanvas } from './use-design-canvas';

export { CANVAS_H, CANVAS_W } from './canvas-size';
export { FONTS } from './editor-fonts';
export type { PrintFiles } from './print-export';

const DEFAULT_SHAPE = garmentFor('tshirts', 'Half Sleeve')!;

export interface EditorHandle {
  exportPrint(): Promise<PrintFiles>;
  /** The layers per side as JSON, kept with the order for "Order again" (null when too large). */
  exportDesign(): Blob | null;
  loadDesign(design: EditableDesign): Promise<void>;
  /** The customer is about to design: load the editor now (it does not load with the page). */
  wake(): void;
}

interface Props {
  shape: { front: GarmentShape; back: GarmentShape } | null;
  colour: string;
  onDesignChange: (sides: Record<Side, boolean>) => void;
  ref?: Ref<EditorHandle>;
}

export function DesignEditor({ shape, colour, onDesignChange, ref }: Props) {
  const [side, setSide] = useState<Side>('front');
  const { hosts, sides, fabricRef, view, selected, removeSelected, step, deselect, loadDesign, wake, whenReady } = useDesignCanvas(
    side,
    shape,
    onDesignChange,
  );
  const [notice, setNotice] = useState('');
  const [text, setText] = useState('');
  const [font, setFont] = useState<string>(FONTS[0].family);
  const [textColour, setTextColour] = useState('#1d1633');
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

  const addText = async () => {
    await whenReady();
    const current = sides.current[side];
    const fabric = fabricRef.current;
    if (!fabric || !current || !text.trim()) return;
    await addTextItem(fabric, current.canvas, text.trim(), font, textColour);
    setText('');
  };

  useImperativeHandle(
    ref,
    () => ({
      exportPrint: () => exportPrint(sides.current, shape, colour),
      exportDesign: () => designBlob({ front: sides.current.front?.canvas, back: sides.current.back?.canvas }),
      loadDesign,
      wake,
    }),
    [sides, shape, colour, loadDesign, wake],
  );

  const shown = view[side];

  return (
    <div className="studio-editor" onPointerEnter={wake} onPointerDown={wake} onFocusCapture={wake}>
      <div className="studio-sides" role="tablist" aria-label="Side">
        {(['front', 'back'] as Side[]).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`btn btn-small ${side === s ? '' : 'btn-outline'}`}
            onClick={() => {
              deselect();
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
        <EditorToolbar
          side={side}
          selected={selected}
          canUndo={shown.canUndo}
          canRedo={shown.canRedo}
          fileInput={fileInput}
          onFile={(f) => void addImage(f)}
          onDelete={removeSelected}
          onUndo={() => step(undo)}
          onRedo={() => step(redo)}
          text={text}
          onTextChange={setText}
          font={font}
          onFontChange={setFont}
          textColour={textColour}
          onTextColourChange={setTextColour}
          onAddText={() => void addText()}
          warning={lowDpiWarning(shown.dpi)}
          notice={notice}
        />
      )}
    </div>
  );
}
