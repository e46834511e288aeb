// Serves out/ through the shipped deploy/nginx config on loopback, in the foreground, for the
// Playwright 'nginx' project: HTTPS on <port> with a throw-away self-signed certificate made here
// with openssl, and the HTTP→HTTPS redirect server on <port + 1>.
//
//   node tests/nginx/start-nginx.mjs [port]              serve until stopped
//   node tests/nginx/start-nginx.mjs [port] --check --without-brotli
//                                                        only `nginx -t` the config (exit code)
//
// The brotli_static module is loaded when Debian's libnginx-mod-http-brotli-static is installed
// (.ci/run installs it); --without-brotli leaves it out, as on a machine without the module.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxPath } from './nginx-binary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const httpsPort = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 4174);
const httpPort = httpsPort + 1;
const checkOnly = args.includes('--check');
const brotliModule =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const brotli = !args.includes('--without-brotli') && existsSync(brotliModule);

const prefix = `/tmp/aurora-nginx-${httpsPort}${checkOnly ? '-check' : ''}`;
mkdirSync(path.join(prefix, 'snippets'), { recursive: true });
const deploy = (file) => path.join(root, 'deploy/nginx', file);

// A certificate for 127.0.0.1, valid for two days, made fresh for every run.
const cert = path.join(prefix, 'cert.pem');
const key = path.join(prefix, 'key.pem');
const openssl = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ],
  { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
);
if (openssl.status !== 0)
  throw new Error(`openssl could not make the test certificate: ${openssl.stderr}`);

/** Each of the shipped lines, replaced by its loopback form; every one must be found once. */
const rewrites = [
  ['listen 80;', `listen 127.0.0.1:${httpPort};`],
  ['listen [::]:80;', ''],
  ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
  ['listen [::]:443 ssl http2;', ''],
  // $host carries no port: the redirect must name the loopback HTTPS port.
  ['return 301 https://$host$request_uri;', `return 301 https://$host:${httpsPort}$request_uri;`],
  ['root /var/www/aurora/out;', `root ${path.join(root, 'out')};`],
  ['/etc/ssl/aurora/PLACEHOLDER-fullchain.pem', cert],
  ['/etc/ssl/aurora/PLACEHOLDER-privkey.pem', key],
];
let site = readFileSync(deploy('aurora.conf'), 'utf8');
for (const [shipped, loopback] of rewrites) {
  if (site.split(shipped).length !== 2) {
    throw new Error(`deploy/nginx/aurora.conf no longer has exactly one "${shipped}"`);
  }
  site = site.replace(shipped, () => loopback);
}
// The access log (both server blocks) goes to the throw-away prefix.
const shippedLogs = '/var/log/nginx/aurora/';
if (!site.includes(shippedLogs)) {
  throw new Error(`deploy/nginx/aurora.conf no longer logs to ${shippedLogs}`);
}
mkdirSync(path.join(prefix, 'logs'), { recursive: true });
site = site.replaceAll(shippedLogs, `${path.join(prefix, 'logs')}/`);
writeFileSync(path.join(prefix, 'aurora.conf'), site);
for (const snippet of ['aurora-security-headers.conf', 'aurora-security-headers-ranges.conf']) {
  copyFileSync(deploy(snippet), path.join(prefix, 'snippets', snippet));
}
if (brotli) {
  copyFileSync(deploy('aurora-brotli.conf'), path.join(prefix, 'snippets/aurora-brotli.conf'));
}

writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${brotli ? `load_module ${brotliModule};\n` : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/aurora.conf;
}
`,
);

const nginxArgs = ['-p', prefix, '-c', `${prefix}/nginx.conf`];
if (checkOnly) {
  const check = spawnSync(nginxPath, ['-t', '-q', ...nginxArgs], { stdio: 'inherit' });
  process.exit(check.status ?? 1);
}
console.log(
  `nginx: https://127.0.0.1:${httpsPort} (brotli_static ${brotli ? 'on' : 'off'}), ` +
    `http://127.0.0.1:${httpPort} redirects`,
);
const nginx = spawn(nginxPath, nginxArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => process.exit(code ?? 0));
