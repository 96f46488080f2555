/**
 * The editor's side of names and numbers: text layers marked as a name or a number placeholder (`teamRole`, kept in
 * the editable design), each person's name and number put into them for a preview, a width check and their print
 * files, then the placeholders' own words put back. Every print file is drawn by fabric.js from the same layers and
 * text as the editor, as every studio print file is (print-export.ts): the browser shapes each name again.
 */
import type { Canvas } from 'fabric';
import type { Side } from '@/lib/studio/garments';
import { type PrintArea, safeRect } from '@/lib/studio/print-areas';
import type { TeamRow } from '@/lib/studio/team';
import { CANVAS_H, CANVAS_W } from '../canvas-size';
import { type PrintFiles, exportPrint } from '../print-export';
import { type ShapedText, isText, layOut } from '../shaped-text';
import { addTextItem } from '../text-item';
import { DEFAULT_STYLE } from '../text-style';

type Fabric = typeof import('fabric');
export type TeamRole = 'name' | 'number';
type Placeholder = ShapedText & { teamRole?: TeamRole };

/** What the Team panel asks of the editor (components/studio/design-editor.tsx hands it out). */
export interface TeamEditor {
  /** Adds a name or number placeholder to the side shown. */
  addPlaceholder(role: TeamRole): Promise<void>;
  /** The placeholders the design holds. */
  roles(): Set<TeamRole>;
  /** The design with this person's name and number, as a picture of each side that holds a placeholder. */
  preview(person: TeamRow): Partial<Record<Side, string>>;
  /** The names wider than the print area's safe zone in their placeholder's font and size. */
  tooWide(names: string[]): Set<string>;
  /** Each person's print files, one after the other (`onEach` after each). */
  exportPeople(people: TeamRow[], onEach?: (done: number) => void): Promise<PrintFiles[]>;
}

interface Parts {
  fabric: () => Fabric | null;
  canvases: () => Partial<Record<Side, { canvas: Canvas }>>;
  side: Side;
  areas: Record<Side, PrintArea>;
  pixelsPerInch: number;
  whenReady: () => Promise<void>;
  commit: () => void;
}

const PLACEHOLDER_TEXT: Record<TeamRole, string> = { name: 'NAME', number: '10' };

function placeholders(canvases: Parts['canvases']): { side: Side; layer: Placeholder }[] {
  const out: { side: Side; layer: Placeholder }[] = [];
  for (const side of ['front', 'back'] as Side[]) {
    for (const o of canvases()[side]?.canvas.getObjects() ?? []) {
      const role = (o as Placeholder).teamRole;
      if (isText(o) && (role === 'name' || role === 'number')) out.push({ side, layer: o as Placeholder });
    }
  }
  return out;
}

function put(fabric: Fabric, found: { layer: Placeholder }[], person: TeamRow): () => void {
  const saved = found.map(({ layer }) => layer.text);
  for (const { layer } of found) {
    const words = layer.teamRole === 'name' ? person.name : person.number;
    layer.set({ text: words || ' ', visible: !!words });
    layOut(fabric, layer);
  }
  return () =>
    found.forEach(({ layer }, i) => {
      layer.set({ text: saved[i], visible: true });
      layOut(fabric, layer);
    });
}

/** Puts `person` into the placeholders, runs `work`, and puts the placeholders' own words back. */
function withPersonNow<T>(fabric: Fabric, found: { layer: Placeholder }[], person: TeamRow, work: () => T): T {
  const restore = put(fabric, found, person);
  try {
    return work();
  } finally {
    restore();
  }
}

async function withPerson<T>(fabric: Fabric, found: { layer: Placeholder }[], person: TeamRow, work: () => Promise<T>): Promise<T> {
  const restore = put(fabric, found, person);
  try {
    return await work();
  } finally {
    restore();
  }
}

export function teamEditor(p: Parts): TeamEditor {
  const found = () => placeholders(p.canvases);
  return {
    async addPlaceholder(role) {
      await p.whenReady();
      const fabric = p.fabric();
      const canvas = p.canvases()[p.side]?.canvas;
      if (!fabric || !canvas) return;
      const style = { ...DEFAULT_STYLE, fill: '#1a1a1a' };
      await addTextItem(fabric, canvas, PLACEHOLDER_TEXT[role], style, p.pixelsPerInch);
      const item = canvas.getActiveObject() as Placeholder | undefined;
      if (!item) return;
      item.set(role === 'name' ? { teamRole: role, top: CANVAS_H * 0.22 } : { teamRole: role, top: CANVAS_H * 0.5, fontSize: 150 });
      layOut(fabric, item);
      item.setCoords();
      canvas.requestRenderAll();
      p.commit();
    },
    roles() {
      return new Set(found().map(({ layer }) => layer.teamRole as TeamRole));
    },
    preview(person) {
      const fabric = p.fabric();
      const layers = found();
      if (!fabric || !layers.length) return {};
      const shown = [...new Set(layers.map((l) => l.side))];
      return withPersonNow(fabric, layers, person, () => {
        const out: Partial<Record<Side, string>> = {};
        for (const side of shown) {
          const canvas = p.canvases()[side]?.canvas;
          if (!canvas) continue;
          canvas.discardActiveObject();
          out[side] = canvas.toDataURL({ format: 'png', multiplier: 1 });
        }
        return out;
      });
    },
    tooWide(names) {
      const fabric = p.fabric();
      const layers = found().filter(({ layer }) => layer.teamRole === 'name');
      const wide = new Set<string>();
      if (!fabric || !layers.length) return wide;
      for (const name of new Set(names.filter(Boolean))) {
        withPersonNow(fabric, layers, { name, number: '', size: '' }, () => {
          for (const { side, layer } of layers) {
            layer.setCoords();
            if (layer.getBoundingRect().width > safeRect(p.areas[side], CANVAS_W).w + 0.5) wide.add(name);
          }
        });
      }
      return wide;
    },
    async exportPeople(people, onEach) {
      const fabric = p.fabric();
      const layers = found();
      const files: PrintFiles[] = [];
      if (!fabric) return files;
      for (const [i, person] of people.entries()) {
        files.push(await withPerson(fabric, layers, person, () => exportPrint(p.canvases(), null, '', p.areas)));
        onEach?.(i + 1);
      }
      for (const side of ['front', 'back'] as Side[]) p.canvases()[side]?.canvas.requestRenderAll();
      return files;
    },
  };
}
