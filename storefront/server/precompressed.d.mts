import type { IncomingMessage, ServerResponse } from 'node:http';

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

export const TYPES: Record<string, string>;
export function acceptedCodings(header: string | undefined): Set<string>;
export function staticFile(root: string, url: string | undefined): string | null;
export function servePrecompressed(handle: Handle, root: string): (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
