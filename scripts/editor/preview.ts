// The editor's preview for `npm run edit`: Next's development server, started through Next's own
// custom-server interface so that it listens only where the guard does (this computer's loopback
// addresses) and answers only requests addressed to it there, page loads and the development
// server's live-reload connection alike. The editor's page is served at /admin/ as on the live
// site (the development server serves a public/ file only by its full name).
import type { Server, ServerResponse } from 'node:http';
import next from 'next';
import { guarded, listenOnLoopback, requestRefusal, type RequestLine } from './loopback';

/** The editor's folder and the address of its page among public/'s files. */
const EDITOR_PAGE = /^\/admin\/?(?=$|[?#])/;
/** Addresses that are files, never a page to render: Next's own, and the editor's. */
const NOT_A_PAGE = /^\/(_next|admin)\//;
/** Addresses no link from another site opens: Next's own (its development endpoints), the editor. */
const NOT_FOR_LINKS = /^\/(_|admin(\/|$|\?))/;

/**
 * What another site's page may ask of the preview: to open one of its pages, as a link does (a
 * top-level navigation to a document). Not a fetch, a frame, an image or a script, and not Next's
 * development endpoints (`/__nextjs_launch-editor` opens files) or the editor's page.
 */
export const isLinkToPage = (request: RequestLine) =>
  request.method === 'GET' &&
  request.headers['sec-fetch-mode'] === 'navigate' &&
  request.headers['sec-fetch-dest'] === 'document' &&
  !NOT_FOR_LINKS.test(request.url ?? '');

/**
 * Runs each page request's render after the previous one's response has closed. The development
 * server writes its prerender manifest as it renders a page's route for the first time, and two
 * such first renders at once leave the file torn, after which every page answers 500 until the
 * preview restarts (browsers and the office's open tabs do ask for several pages at once).
 */
function oneRenderAtATime() {
  let previous: Promise<unknown> = Promise.resolve();
  return (render: () => Promise<unknown>, response: ServerResponse) => {
    const closed = new Promise<void>((done) => response.once('close', done));
    previous = previous.then(() => {
      void render();
      return closed;
    });
  };
}

export async function startPreview(root: string, port: number): Promise<Server[]> {
  const app = next({ dev: true, dir: root, hostname: 'localhost', port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const renderInTurn = oneRenderAtATime();
  const upgrade = app.getUpgradeHandler();
  const audience = { port, takesCrossSite: isLinkToPage };
  return listenOnLoopback(
    port,
    guarded(audience, (request, response) => {
      if (request.url && EDITOR_PAGE.test(request.url)) {
        request.url = request.url.replace(EDITOR_PAGE, '/admin/index.html');
      }
      if (request.url && NOT_A_PAGE.test(request.url)) void handle(request, response);
      else renderInTurn(() => handle(request, response), response);
    }),
    (server) =>
      server.on('upgrade', (request, socket, head) => {
        if (requestRefusal(request, audience) === undefined) {
          void upgrade(request, socket, head);
        } else {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        }
      }),
  );
}
