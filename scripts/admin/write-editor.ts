// Writes the browser editor into public/admin/ (a folder this script owns and git ignores): its
// page, its configuration made from the collection declarations, and Decap CMS's own files from
// node_modules. `next dev` serves it for `npm run edit`; `next build` copies it into the export.
// `ADMIN=off` (with `npm run build:production`, say) removes it, so the export has no /admin.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { editorPolicy } from '../../deploy/csp.mjs';
import { backendFromEnv, editorConfig } from './editor-config';

export const ADMIN_DIR = path.join(process.cwd(), 'public', 'admin');
const DECAP_DIST = path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist');

/** Decap's script, the chunks it loads on demand and their WebAssembly, without source maps. */
export const isDecapFile = (name: string) =>
  name === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(name) || /\.wasm$/.test(name);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function editorPage(authOrigin?: string, localPort?: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(editorPolicy(authOrigin, localPort))}" />
    <title>Aurora Global School · Site editor</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <noscript><p>The site editor needs JavaScript: turn it on for this page.</p></noscript>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;
}

export function writeEditor(env: Record<string, string | undefined> = process.env) {
  rmSync(ADMIN_DIR, { recursive: true, force: true });
  if (env.ADMIN === 'off') return false;
  mkdirSync(ADMIN_DIR, { recursive: true });
  const backend = backendFromEnv(env);
  const authOrigin = backend.authUrl ? new URL(backend.authUrl).origin : undefined;
  writeFileSync(path.join(ADMIN_DIR, 'index.html'), editorPage(authOrigin, backend.localPort));
  writeFileSync(
    path.join(ADMIN_DIR, 'config.yml'),
    `# Made by scripts/admin/write-editor.ts from content/collections.ts: edit those, not this.\n${YAML.stringify(editorConfig(backend), { aliasDuplicateObjects: false, lineWidth: 0 })}`,
  );
  for (const name of readdirSync(DECAP_DIST).filter(isDecapFile)) {
    copyFileSync(path.join(DECAP_DIST, name), path.join(ADMIN_DIR, name));
  }
  return true;
}

if (process.argv[1] && /write-editor\.ts$/.test(process.argv[1])) {
  console.log(writeEditor() ? 'Editor written to public/admin/.' : 'ADMIN=off: no editor.');
}
