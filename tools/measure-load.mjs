// Loopback load check for the nginx deployment: a fixed number of requests over keep-alive
// connections, as a browser asks for them (Accept-Encoding: br, gzip), cycling through the home
// page, other pages, the scripts they load, the feed, the sitemap and the PDF worker.
// Prints requests per second, p50/p95 latency and bytes per response.
//
//   npm run measure:load -- https://127.0.0.1:5301 [requests=3000] [concurrency=16]
//
// Serve out/ first, e.g. `node tests/nginx/start-nginx.mjs 5301`. Self-signed certificates are
// accepted (loopback only). The request count is bounded, so a run always ends.
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';

const [base = 'https://127.0.0.1:5301', requestsArg = '3000', concurrencyArg = '16'] =
  process.argv.slice(2);
const total = Number(requestsArg);
const concurrency = Number(concurrencyArg);
const origin = new URL(base);
const client = origin.protocol === 'https:' ? https : http;
const agent = new client.Agent({
  keepAlive: true,
  maxSockets: concurrency,
  rejectUnauthorized: false,
});

/** One GET; resolves with status, encoding and body size once the body has arrived. */
function get(path) {
  return new Promise((resolve, reject) => {
    const request = client.get(
      new URL(path, origin),
      { agent, headers: { 'accept-encoding': 'br, gzip' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'] ?? 'identity',
            bytes,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function text(path) {
  return new Promise((resolve, reject) => {
    client
      .get(new URL(path, origin), { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const home = await text('/');
const scripts = [...new Set(home.match(/\/_next\/static\/[^"]+\.js/g) ?? [])];
const paths = [
  '/',
  '/about',
  '/campuses/city',
  '/aurora-social',
  '/aurora-social/feed.xml',
  '/sitemap.xml',
  '/pdf.worker.min.js',
  ...scripts,
];

const latencies = [];
const encodings = new Map();
let bytes = 0;
let failures = 0;
let next = 0;

async function worker() {
  while (next < total) {
    const path = paths[next++ % paths.length];
    const started = performance.now();
    const result = await get(path);
    latencies.push(performance.now() - started);
    if (result.status !== 200) failures += 1;
    bytes += result.bytes;
    encodings.set(result.encoding, (encodings.get(result.encoding) ?? 0) + 1);
  }
}

// One warm-up pass, so the figures do not include opening connections and cold caches.
await Promise.all(paths.map(get));
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
agent.destroy();

latencies.sort((a, b) => a - b);
const percentile = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
console.log(
  JSON.stringify(
    {
      base,
      requests: total,
      concurrency,
      paths: paths.length,
      requestsPerSecond: Math.round(total / seconds),
      p50ms: Number(percentile(0.5).toFixed(1)),
      p95ms: Number(percentile(0.95).toFixed(1)),
      kbPerResponse: Number((bytes / total / 1024).toFixed(1)),
      encodings: Object.fromEntries(encodings),
      failures,
    },
    null,
    2,
  ),
);
if (failures > 0) process.exitCode = 1;
