import type { IncomingMessage, ServerResponse } from 'node:http';

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

export const BAD_ADDRESS: string;
export function badAddress(url: string | undefined): boolean;
export function refuseBadAddresses(handle: Handle): (req: IncomingMessage, res: ServerResponse) => unknown;
