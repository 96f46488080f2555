/**
 * Addresses no page can have (issue 33, point 12): a path whose %-escapes do not decode (`/brevity/%ff`, a lone `%`)
 * made Next answer 500. They are answered here, before Next and its page cache, with 400 in the shop's one error
 * shape (`{"message", "errors"}`), whatever the path (Django's paths included: Next would pass them on undecodable).
 */

export const BAD_ADDRESS = 'This address is not valid: it has a broken %-escape.';

/** @param {string | undefined} url the request line's target, path and query */
export function badAddress(url) {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Wraps a request handler: a bad address gets 400, anything else goes on to `handle`.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function refuseBadAddresses(handle) {
  return function checked(req, res) {
    if (!badAddress(req.url)) return handle(req, res);
    const body = JSON.stringify({ message: BAD_ADDRESS, errors: {} });
    res.writeHead(400, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
    return undefined;
  };
}
