// The editor's preview for `npm run edit`: Next's development server, started through Next's own
// custom-server interface so that it listens only on this computer's loopback address and
// answers only requests addressed to the editor's port there, page loads and the development
// server's live-reload connection alike. The editor's page is served at /admin/ as on the live
// site (the development server serves a public/ file only by its full name).
import { createReadStream, existsSync, lstatSync, realpathSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import next from 'next';
import { findOriginal, originalStem } from '../content-check/image-sources';
import { guarded, requestRefusal } from './loopback';
import { previewAudience } from './preview-audience';

/** The editor's folder and the address of its page among public/'s files. */
const EDITOR_PAGE = /^\/admin\/?(?=$|[?#])/;
/** Addresses that are files, never a page to render: Next's own, and the editor's. */
const NOT_A_PAGE = /^\/(_next|admin)\//;
/** A photo's type, by its original's extension (the formats the editor takes as photos). */
const PHOTO_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** Where an upload's bytes are: a file of the working tree, or a blob of a draft's branch. */
type UploadSource = { type: string; open: () => Readable };

/** The draft branches the editor saves to, newest first. */
const draftBranches = (root: string) =>
  spawnSync(
    'git',
    ['for-each-ref', '--sort=-committerdate', '--format=%(refname)', 'refs/heads/cms/'],
    { cwd: root, encoding: 'utf8' },
  )
    .stdout.split('\n')
    .filter(Boolean);

/**
 * The newest draft's copy of an original saved there and not yet published: a regular file (no
 * link) of a photo's type, at `stem` with any photo extension ('content/photos/x' → x.jpg).
 */
function draftOriginal(root: string, stem: string): UploadSource | undefined {
  const folder = path.posix.dirname(stem);
  for (const branch of draftBranches(root)) {
    const listing = spawnSync('git', ['ls-tree', branch, '--', `${folder}/`], {
      cwd: root,
      encoding: 'utf8',
    }).stdout;
    for (const line of listing.split('\n')) {
      const [meta, file] = line.split('\t');
      const [mode, kind, object] = (meta ?? '').split(' ');
      const extension = path.posix.extname(file ?? '').toLowerCase();
      const type = PHOTO_TYPES[extension];
      if (mode !== '100644' || kind !== 'blob' || !type || !object) continue;
      if (file!.slice(0, -extension.length) !== stem) continue;
      return {
        type,
        open: () => spawn('git', ['cat-file', 'blob', object], { cwd: root }).stdout,
      };
    }
  }
  return undefined;
}

/**
 * The original of a photo the image pipeline has made no files for yet (one the office has just
 * uploaded), for an address under /images/ that public/ has not: the preview shows the upload
 * as it came, and the page's pictures and the editor's thumbnails show it, until the build makes
 * its sizes; one saved in a draft and not yet published, from the draft's branch. Only a regular
 * file of a photo's type, inside content/, and no link to elsewhere.
 */
function uploadedOriginal(root: string, url: string): UploadSource | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  if (!pathname.startsWith('/images/') || /(^|\/)\.\.?(\/|$)|\\|\0/.test(pathname))
    return undefined;
  if (existsSync(path.join(root, 'public', pathname))) return undefined;
  const content = path.join(root, 'content');
  const original = findOriginal(content, pathname);
  if (original === undefined) return draftOriginal(root, `content/${originalStem(pathname)}`);
  const file = path.join(content, original);
  const type = PHOTO_TYPES[path.extname(file).toLowerCase()];
  // The file as named, with no link on the way to it.
  const inside = path.join(realpathSync(content), original);
  if (!type || realpathSync(file) !== inside || !lstatSync(file).isFile()) return undefined;
  return { type, open: () => createReadStream(file) };
}

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

/**
 * Starts the preview on 127.0.0.1 at a port of its own (`npm run edit` forwards to it from the
 * editor's port: scripts/editor/preview-keeper.ts), answering requests addressed to the
 * editor's port (`port`) alone. Resolves with the server once it listens.
 */
export async function startPreview(root: string, port: number): Promise<Server> {
  const app = next({ dev: true, dir: root, hostname: 'localhost', port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const renderInTurn = oneRenderAtATime();
  const upgrade = app.getUpgradeHandler();
  const audience = previewAudience(port);
  const server = createServer(
    guarded(audience, (request, response) => {
      if (request.url && EDITOR_PAGE.test(request.url)) {
        request.url = request.url.replace(EDITOR_PAGE, '/admin/index.html');
      }
      const upload = request.url ? uploadedOriginal(root, request.url) : undefined;
      if (upload) {
        response.writeHead(200, {
          'Content-Type': upload.type,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...(upload.type === 'image/svg+xml' && {
            'Content-Security-Policy': "default-src 'none'",
          }),
        });
        upload.open().pipe(response);
      } else if (request.url && NOT_A_PAGE.test(request.url)) void handle(request, response);
      else renderInTurn(() => handle(request, response), response);
    }),
  );
  server.on('upgrade', (request, socket, head) => {
    if (requestRefusal(request, audience) === undefined) {
      void upgrade(request, socket, head);
    } else {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return server;
}
