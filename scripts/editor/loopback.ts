// The office computer's editor servers (`npm run edit`) are for that computer alone: they listen
// on its loopback addresses only, so nothing on the school's network reaches them, and they
// answer only requests addressed to a loopback name with their own port, so a web page that
// points a name of its own at 127.0.0.1 (DNS rebinding) is refused too. The backend takes
// requests from the editor's page only: its Origin, when a browser sends one, is the preview's.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The loopback addresses the servers listen on; ::1 only where the computer has IPv6. */
export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'] as const;
/** The names a browser on this computer reaches them by. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** `localhost:3000`, `127.0.0.1:3000`, `[::1]:3000`: the Host values of a loopback server. */
export const loopbackHosts = (port: number | string) =>
  LOOPBACK_NAMES.map((name) => `${name}:${port}`);

/** The origins of a page served on this computer at `port`. */
export const loopbackOrigins = (port: number | string) =>
  loopbackHosts(port).map((host) => `http://${host}`);

export interface Audience {
  /** The server's own port: the only one its Host header may name. */
  port: number | string;
  /** The port of the pages allowed to call it (their Origin); its own by default. */
  pagePort?: number | string;
  /** Which requests another site's page may send (a link to a page); none by default. */
  takesCrossSite?: (request: RequestLine) => boolean;
}

/** Why a request is refused (a sentence for the 403), or undefined when it is the editor's. */
export function refusalOf(
  headers: Pick<IncomingMessage['headers'], 'host' | 'origin'>,
  audience: Audience,
): string | undefined {
  const host = (headers.host ?? '').toLowerCase();
  if (!loopbackHosts(audience.port).includes(host)) {
    return `this editor answers only at http://localhost:${audience.port}, not at ${host || 'no host'}`;
  }
  const origin = headers.origin?.toLowerCase();
  if (
    origin !== undefined &&
    !loopbackOrigins(audience.pagePort ?? audience.port).includes(origin)
  ) {
    return `this editor answers only its own pages, not ${origin}`;
  }
  return undefined;
}

/** What a request is read by beyond its headers: its target and its headers as sent. */
export type RequestLine = Pick<IncomingMessage, 'headers' | 'rawHeaders' | 'url' | 'method'>;

/**
 * Why a request is refused before its headers are read (a sentence for the 403), or undefined: a
 * target in absolute form (`GET http://…/ HTTP/1.1`, which names a host of its own) and a Host
 * header sent twice (which could be read as either) are refused; so is a request a browser marks
 * as sent by another site's page (or another port's, to a server with no page elsewhere), unless
 * the audience takes it (`takesCrossSite`: the preview lets a link open one of its pages).
 */
export function requestRefusal(request: RequestLine, audience: Audience): string | undefined {
  if (!request.url?.startsWith('/')) return 'this editor answers only a path, not a full address';
  const hosts = request.rawHeaders.filter(
    (_, index) => index % 2 === 0 && /^host$/i.test(request.rawHeaders[index]!),
  );
  if (hosts.length > 1) return 'a request names one host';
  // Another site's page; or, for a server whose pages are its own, another port's (the same
  // site to a browser): the backend takes its page's requests from the preview's port.
  const site = request.headers['sec-fetch-site'];
  const fromElsewhere =
    site === 'cross-site' || (site === 'same-site' && audience.pagePort === undefined);
  if (fromElsewhere && !(audience.takesCrossSite?.(request) ?? false)) {
    return 'this editor answers only its own pages';
  }
  return refusalOf(request.headers, audience);
}

/** A request listener that answers 403 to any request not the editor's, before `next`. */
export function guarded(audience: Audience, next: RequestListener): RequestListener {
  return (request, response) => {
    const refusal = requestRefusal(request, audience);
    if (refusal === undefined) return next(request, response);
    response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(`Forbidden: ${refusal}.\n`);
  };
}

/**
 * Starts one server per loopback address on `port` with `listener` (and `configure` for
 * anything else, such as WebSocket upgrades). An address this computer lacks (no IPv6) is left
 * out; 127.0.0.1 is required. Resolves with the servers once all listen.
 */
export async function listenOnLoopback(
  port: number,
  listener: RequestListener,
  configure: (server: Server) => void = () => {},
): Promise<Server[]> {
  const servers: Server[] = [];
  for (const address of LOOPBACK_ADDRESSES) {
    const server = createServer(listener);
    configure(server);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, address, () => {
          server.off('error', reject);
          resolve();
        });
      });
      servers.push(server);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (address === '127.0.0.1' || (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT')) {
        for (const started of servers) started.close();
        throw error;
      }
    }
  }
  return servers;
}

/** The port a server listens on. */
export const portOf = (server: Server) => (server.address() as AddressInfo).port;
