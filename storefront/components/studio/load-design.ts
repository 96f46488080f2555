/**
 * A saved design put back on a side's canvas ("Order again"): its texts' fonts are loaded first, so the texts are
 * measured and shaped with them, and every curved text gets its arc drawn again for those measures.
 */
import type { Canvas } from 'fabric';
import { loadFontsOf } from './editor-fonts';
import { isText, layOut } from './shaped-text';

type Fabric = typeof import('fabric');

export async function putDesign(fabric: Fabric, canvas: Canvas, saved: { version?: string; objects: Record<string, unknown>[] }): Promise<void> {
  const families = saved.objects.map((o) => o.fontFamily).filter((f): f is string => typeof f === 'string');
  await loadFontsOf(families);
  for (const family of new Set(families)) fabric.cache.clearFontCache(family);
  await canvas.loadFromJSON({ version: saved.version, objects: saved.objects });
  for (const o of canvas.getObjects()) if (isText(o) && o.curve && o.curve !== 'none') layOut(fabric, o);
  canvas.requestRenderAll();
}
