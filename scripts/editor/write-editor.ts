// Writes the browser editor into public/admin/ (a folder this script owns and git ignores): its
// page, its configuration made from the collection declarations, and Decap CMS's own files from
// node_modules. `next dev` serves it for `npm run edit`; `next build` copies it into the export.
// `ADMIN=off` (with `npm run build:production`, say) removes it, so the export has no /admin.
// The build also writes what is live and what is left before going live (status.json), which the
// editor's bar (office-bar.js) and its own page, "Before going live" (going-live.html), show; the
// editor's own widgets (widgets.js) go beside Decap's, with the demo's entries they compare an
// example entry against (content/demo-values.json).
import { siteIn } from '../../lib/site/site';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { editorPolicy } from '../../deploy/csp.mjs';
import { isProductionBuild } from '../content-check/index';
import { UPLOAD_FORMATS, UPLOAD_LIMITS } from '../content-check/uploads';
import { DEVANAGARI_FONT, MUKTA_FILES } from '../build/heading-font/subset';
import type { BuildStatus } from './build-status';
import { backendFromEnv, editorConfig } from './editor-config';
import { currentStatus, writeStatus } from './write-status';
import { localeNames, localeNamesInEnglish, locales } from '@/lib/i18n/locales';
import demoValues from '../../content/demo-values.json';

export const ADMIN_DIR = path.join(process.cwd(), 'public', 'admin');
const DECAP_DIST = path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist');
/** The editor's own files beside Decap's, by the name they are served under in /admin/. */
const OWN_FILES = {
  'office-bar.js': 'office-bar.js',
  'going-live.html': 'going-live.html',
  'going-live.js': 'going-live.js',
  'going-live.css': 'going-live.css',
  'office-backup.js': 'office-backup.js',
  'office-drafts.js': 'office-drafts.js',
  'office-forms.js': 'office-forms.js',
  'office.css': 'office.css',
};
/** The site's Devanagari family, for the editor's Marathi and Hindi on any computer (office.css). */
const DEVANAGARI_FONTS = {
  'devanagari-400.woff2': `${MUKTA_FILES}/mukta-devanagari-400-normal.woff2`,
  'devanagari-700.woff2': DEVANAGARI_FONT,
};
const OFFICE_WIDGETS = path.join(process.cwd(), 'scripts', 'editor', 'office-widgets.js');

/** Each language in words, for the editor's panes: 'English', 'मराठी (Marathi)'. */
const languageWords = Object.fromEntries(
  locales.map((locale) => [
    locale,
    localeNames[locale] === localeNamesInEnglish[locale]
      ? localeNames[locale]
      : `${localeNames[locale]} (${localeNamesInEnglish[locale]})`,
  ]),
);

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
    <title>${escapeHtml(siteIn('en').name)} · Site editor</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
    <link rel="stylesheet" href="/admin/office.css" />
  </head>
  <body>
    <noscript><p>The site editor needs JavaScript: turn it on for this page.</p></noscript>
    <nav id="office-bar" aria-label="The site"></nav>
    <div id="nc-root"></div>
    <script src="/admin/office-bar.js"></script>
    <script src="/admin/office-backup.js"></script>
    <script src="/admin/office-drafts.js"></script>
    <script src="/admin/office-forms.js" data-uploads="${escapeHtml(JSON.stringify({ formats: UPLOAD_FORMATS, limits: UPLOAD_LIMITS }))}"></script>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/widgets.js" data-languages="${escapeHtml(JSON.stringify(languageWords))}" data-examples="${escapeHtml(JSON.stringify(demoValues.wholeEntries ?? {}))}"></script>
  </body>
</html>
`;
}

/**
 * Writes the editor into `dir`, and beside it, where one is given, the status its bar and its
 * "Before going live" page show (`npm run edit` writes its own once the preview is ready).
 */
export function writeEditor(
  env: Record<string, string | undefined> = process.env,
  dir = ADMIN_DIR,
  status?: BuildStatus,
) {
  rmSync(dir, { recursive: true, force: true });
  if (env.ADMIN === 'off') return false;
  mkdirSync(dir, { recursive: true });
  const backend = backendFromEnv(env);
  const authOrigin = backend.authUrl ? new URL(backend.authUrl).origin : undefined;
  writeFileSync(path.join(dir, 'index.html'), editorPage(authOrigin, backend.localPort));
  writeFileSync(
    path.join(dir, 'config.yml'),
    `# Made by scripts/editor/write-editor.ts from content/collections.ts: edit those, not this.\n${YAML.stringify(editorConfig(backend), { aliasDuplicateObjects: false, lineWidth: 0 })}`,
  );
  for (const name of readdirSync(DECAP_DIST).filter(isDecapFile)) {
    copyFileSync(path.join(DECAP_DIST, name), path.join(dir, name));
  }
  for (const [source, served] of Object.entries(OWN_FILES)) {
    copyFileSync(path.join(process.cwd(), 'scripts', 'editor', source), path.join(dir, served));
  }
  copyFileSync(OFFICE_WIDGETS, path.join(dir, 'widgets.js'));
  mkdirSync(path.join(dir, 'fonts'));
  for (const [served, source] of Object.entries(DEVANAGARI_FONTS)) {
    copyFileSync(path.join(process.cwd(), source), path.join(dir, 'fonts', served));
  }
  if (status) writeStatus(dir, status);
  return true;
}

if (process.argv[1] && /write-editor\.ts$/.test(process.argv[1])) {
  const status = currentStatus({ production: isProductionBuild() });
  const written = writeEditor(process.env, ADMIN_DIR, status);
  console.log(written ? 'Site editor written to public/admin/.' : 'ADMIN=off: no site editor.');
  if (written && process.env.SITE_ENV === 'production' && !process.env.ADMIN_REPO) {
    console.warn(
      'Site editor: ADMIN_REPO is not set, so /admin/ cannot sign in on the live site: set it ' +
        '(docs/deploying.md) or build with ADMIN=off to leave the editor out.',
    );
  }
}
