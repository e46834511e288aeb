// Serves out/ through the shipped deploy/nginx config on loopback, in the foreground, for the
// Playwright 'nginx' project. Usage: node tests/nginx/start-nginx.mjs [port]
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.argv[2] ?? 4174);
const prefix = `/tmp/aurora-nginx-${port}`;
mkdirSync(path.join(prefix, 'snippets'), { recursive: true });

const site = readFileSync(path.join(root, 'deploy/nginx/aurora.conf'), 'utf8')
  .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  .replace(/root \/var\/www\/aurora\/out;/, `root ${path.join(root, 'out')};`);
if (!site.includes(`127.0.0.1:${port}`) || !site.includes(path.join(root, 'out'))) {
  throw new Error(
    'deploy/nginx/aurora.conf no longer has the listen/root lines this test rewrites',
  );
}
writeFileSync(path.join(prefix, 'aurora.conf'), site);
copyFileSync(
  path.join(root, 'deploy/nginx/aurora-security-headers.conf'),
  path.join(prefix, 'snippets/aurora-security-headers.conf'),
);
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `worker_processes 1;
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

const nginx = spawn(
  process.env.NGINX_PATH ?? '/usr/sbin/nginx',
  ['-p', prefix, '-c', `${prefix}/nginx.conf`],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code) => process.exit(code ?? 0));
