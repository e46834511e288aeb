// `npm run edit`'s preview, kept running. Next's development server runs in a process of its own
// (preview-process.ts) and the editor's port, on this computer's loopback addresses, forwards to
// it. When that process stops (the development server can end it without a word of its own), the
// keeper says so and starts it again; a request that arrives meanwhile waits for it, and a page
// load cut short by the stop is asked again, so the office's browser meets a slow answer, never a
// refused connection. Requests are refused here by the same guard the preview applies, which
// reads them as sent (a Host header sent twice, say, which forwarding would merge).
import { fork } from 'node:child_process';
import {
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { guarded, listenOnLoopback, requestRefusal } from './loopback';
import { previewAudience } from './preview-audience';

const PREVIEW_PROCESS = fileURLToPath(new URL('./preview-process.ts', import.meta.url));
/** Stops in a row before the preview ever answered, after which the keeper gives up. */
const STARTS_TRIED = 3;
/** Requests a browser may send again as they were: they change nothing. */
const REPEATABLE = new Set(['GET', 'HEAD']);

const time = () => new Date().toLocaleTimeString('en-GB');

export interface KeptPreview {
  /** The editor's port's servers (one per loopback address). */
  servers: Server[];
  /** Stops the preview and the servers. */
  stop(): void;
}

/**
 * Starts the preview in its own process and the editor's port's servers in front of it; resolves
 * once the preview first answers. `onGivingUp` is called with the reason when it cannot start.
 */
export async function keepPreview(
  root: string,
  port: number,
  onGivingUp: (reason: string) => void,
): Promise<KeptPreview> {
  let previewPort: number | undefined;
  let waiting: ((port: number) => void)[] = [];
  let stopping = false;
  let failedStarts = 0;
  let firstAnswer: () => void;
  const started = new Promise<void>((resolve) => (firstAnswer = resolve));

  const preview = () =>
    previewPort !== undefined
      ? Promise.resolve(previewPort)
      : new Promise<number>((resolve) => waiting.push(resolve));

  const start = () => {
    const child = fork(PREVIEW_PROCESS, [], {
      cwd: root,
      env: { ...process.env, EDIT_PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answered = false;
    child.on('message', (message: { previewPort?: unknown }) => {
      if (typeof message?.previewPort !== 'number') return;
      answered = true;
      failedStarts = 0;
      previewPort = message.previewPort;
      for (const resume of waiting) resume(message.previewPort);
      waiting = [];
      firstAnswer();
    });
    child.on('exit', (code, signal) => {
      previewPort = undefined;
      if (stopping) return;
      const how = signal ? `it was ended by ${signal}` : `exit code ${code}`;
      failedStarts = answered ? 0 : failedStarts + 1;
      if (failedStarts >= STARTS_TRIED) {
        onGivingUp(
          `The preview could not start (${how}), ${STARTS_TRIED} times running: the lines above say why.`,
        );
        return;
      }
      console.error(
        `${time()} The preview stopped (${how}); starting it again. Nothing saved is lost, and the editor's page waits for it.`,
      );
      start();
    });
    stopPreview = () => child.kill('SIGTERM');
  };
  let stopPreview = () => {};

  /** Forwards a request to the preview; one cut short by its stop is asked again if it may be. */
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const upstream = httpRequest({
      host: '127.0.0.1',
      port: await preview(),
      method: request.method,
      path: request.url,
      headers: request.headers,
    });
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else if (REPEATABLE.has(request.method ?? '') && !stopping) void forward(request, response);
      else {
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('The preview stopped while answering and is starting again: try again.\n');
      }
    });
    if (REPEATABLE.has(request.method ?? '')) upstream.end();
    else request.pipe(upstream);
  };

  /** Joins a WebSocket (the development server's live reload) to the preview's. */
  const forwardUpgrade = async (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const refusal = requestRefusal(request, previewAudience(port));
    if (refusal !== undefined) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream = connect(await preview(), '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  };

  start();
  const servers = await listenOnLoopback(
    port,
    guarded(previewAudience(port), (request, response) => void forward(request, response)),
    (server) =>
      server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
        void forwardUpgrade(request, socket, head);
      }),
  );
  await started;
  return {
    servers,
    stop() {
      stopping = true;
      stopPreview();
      for (const server of servers) server.close();
    },
  };
}
