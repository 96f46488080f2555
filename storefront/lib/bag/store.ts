'use client';
/** The bag shared by every component of the page and every tab, persisted in localStorage. */
import { useCallback, useSyncExternalStore } from 'react';
import { BAG_KEY, type BagAction, type BagLine, bagReducer, parseBag } from './bag';

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; lines: BagLine[] } = { raw: null, lines: [] };
const EMPTY: BagLine[] = [];

function read(): BagLine[] {
  if (typeof window === 'undefined') return EMPTY;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(BAG_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) cache = { raw, lines: parseBag(raw) };
  return cache.lines;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BAG_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function dispatchBag(action: BagAction): void {
  const next = bagReducer(read(), action);
  try {
    window.localStorage.setItem(BAG_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the bag still works for this page
    cache = { raw: JSON.stringify(next), lines: next };
  }
  listeners.forEach((l) => l());
}

export function useBag(): [BagLine[], (action: BagAction) => void] {
  const lines = useSyncExternalStore(subscribe, read, () => EMPTY);
  const dispatch = useCallback((action: BagAction) => dispatchBag(action), []);
  return [lines, dispatch];
}
