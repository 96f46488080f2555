'use client';
/**
 * The text tool's state. With no text layer selected it prepares a new one (its words and look, "Add text"); with
 * one selected it shows that layer and every change goes to it at once, one undo step per change (a slider's run
 * is one step). Writing in another script switches to a face of that script; a face is loaded when it is picked.
 */
import type { Canvas, FabricObject } from 'fabric';
import { useCallback, useEffect, useRef, useState } from 'react';
import { outlineColourOn, textColourOn } from '@/lib/studio/contrast';
import { fontForScript } from '@/lib/studio/fonts';
import { scriptOf } from '@/lib/studio/scripts';
import { addTextItem } from './text-item';
import { loadFont } from './editor-fonts';
import { type ShapedText, isText, layOut } from './shaped-text';
import { DEFAULT_STYLE, type TextStyle, applyStyle, styleOf } from './text-style';

type Fabric = typeof import('fabric');

export interface TextToolOptions {
  active: FabricObject | null;
  fabric: () => Fabric | null;
  canvas: () => Canvas | undefined;
  whenReady: () => Promise<void>;
  commit: () => void;
  pixelsPerInch: number;
  /** The garment's colour: new text starts in a colour that reads on it. */
  garment?: string;
}

const SLIDER_SETTLES_MS = 400;

export function useTextTool({ active, fabric, canvas, whenReady, commit, pixelsPerInch, garment = '#ffffff' }: TextToolOptions) {
  const editing: ShapedText | null = isText(active) ? active : null;
  const [draft, setDraft] = useState('');
  const [style, setStyle] = useState<TextStyle>(() => ({ ...DEFAULT_STYLE, fill: textColourOn(garment) }));
  // another garment colour: a new text's colour follows it unless the customer chose one
  const [garmentSeen, setGarmentSeen] = useState(garment);
  if (garment !== garmentSeen) {
    setGarmentSeen(garment);
    if (!editing && style.fill === textColourOn(garmentSeen)) setStyle({ ...style, fill: textColourOn(garment) });
  }
  const [status, setStatus] = useState('');
  const styleRef = useRef(style);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);

  // a text layer selected on the canvas (or from the layers list): the tools show it; let go, they start afresh
  const [shownFor, setShownFor] = useState<ShapedText | null>(null);
  if (editing !== shownFor) {
    setShownFor(editing);
    if (editing) {
      setStyle(styleOf(editing, pixelsPerInch));
      setDraft(editing.text);
    } else if (shownFor) setDraft('');
  }
  useEffect(() => {
    styleRef.current = style;
  }, [style]);

  const commitSoon = useCallback(
    (now: boolean) => {
      if (settle.current) clearTimeout(settle.current);
      if (now) commit();
      else settle.current = setTimeout(commit, SLIDER_SETTLES_MS);
    },
    [commit],
  );

  /** Loads a picked face (saying so while it loads); false when it could not be had. */
  const ensureFont = async (family: string): Promise<boolean> => {
    setStatus(`Loading the font ${family}…`);
    const ok = await loadFont(family);
    fabric()?.cache.clearFontCache(family);
    setStatus(ok ? '' : `The font ${family} could not be loaded. Please check your connection and pick it again.`);
    return ok;
  };

  /** Changes the look (and the words, when given) of the text being prepared or edited. */
  const change = async (patch: Partial<TextStyle>, opts: { words?: string; slider?: boolean } = {}) => {
    const next = { ...styleRef.current, ...patch };
    styleRef.current = next;
    setStyle(next);
    if (patch.font && !(await ensureFont(patch.font))) return;
    const f = fabric();
    if (!editing || !f) return;
    if (opts.words !== undefined) editing.set({ text: opts.words });
    applyStyle(f, editing, styleRef.current, pixelsPerInch, 'radiusIn' in patch);
    // an arc too tight for the text keeps the smallest radius that fits: the slider shows the radius it has
    const radiusIn = styleOf(editing, pixelsPerInch).radiusIn;
    if (radiusIn !== styleRef.current.radiusIn) {
      styleRef.current = { ...styleRef.current, radiusIn };
      setStyle(styleRef.current);
    }
    canvas()?.requestRenderAll();
    commitSoon(!opts.slider);
  };

  /** The words typed: a new script switches the face; a selected layer takes them at once. */
  const write = (words: string) => {
    setDraft(words);
    const switchTo = words.trim() ? fontForScript(styleRef.current.font, scriptOf(words)) : null;
    if (switchTo) {
      void change({ font: switchTo }, { words });
      return;
    }
    const f = fabric();
    if (!editing || !f || !words.trim()) return;
    editing.set({ text: words });
    layOut(f, editing);
    canvas()?.requestRenderAll();
    commitSoon(false);
  };

  const add = async () => {
    const words = draft.trim();
    if (!words) return;
    await whenReady();
    const f = fabric();
    const c = canvas();
    if (!f || !c) return;
    if (!(await ensureFont(styleRef.current.font))) return;
    await addTextItem(f, c, words, styleRef.current, pixelsPerInch);
  };

  return { editing, draft, style, status, write, change, add, outlineColour: outlineColourOn(garment) };
}

export type TextTool = ReturnType<typeof useTextTool>;
