// A second school on the same code: a copy of the project whose school entry (content/school/)
// names another school, with another short name, logo and colours, and the same campus folders, is
// built as `npm run build` builds it. No page, feed, search entry or file of its export names the
// first school; its two school-named pages follow the new short name; and it has every page the
// first school's export has, with those two addresses changed. Run after the main build (it
// compares with out/): `npm test` runs it as its last stage.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { projectCopy, removeProjectCopies, root } from '../scripts/helpers/project-copy.mjs';

/** The first school's name, short name and its two addresses, in every form a page may hold. */
const FIRST_SCHOOL = [/\bAurora\b/, /ऑरोरा/, /life-at-aurora/, /aurora-social/];

const SECOND = {
  en: {
    name: 'Zenith Public School',
    shortName: 'Zenith',
  },
  mr: { name: 'झेनिथ पब्लिक स्कूल', shortName: 'झेनिथ' },
  hi: { name: 'जेनिथ पब्लिक स्कूल', shortName: 'जेनिथ' },
};

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img">
<title>Zenith Public School</title>
<circle cx="32" cy="32" r="26" fill="#14532d"/>
<text x="70" y="42" font-family="sans-serif" font-size="30" font-weight="700" fill="#14532d">Zenith</text>
</svg>
`;

let copy;
let build;

/** Every file under `dir`, as paths relative to it. */
function filesIn(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesIn(dir, relative) : [relative];
  });
}

/**
 * A file's text as a reader gets it: a search entry (pagefind's fragments are gzipped) as its
 * page's words. The entry of a PDF is that document's words: the demo's sample documents name the
 * demo school, and the production build refuses them, so they are not the site's words.
 */
function textOf(file) {
  const bytes = readFileSync(file);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes.toString('utf8');
  const text = gunzipSync(bytes).toString('utf8');
  if (!file.endsWith('.pf_fragment')) return text;
  const entry = JSON.parse(text.slice(text.indexOf('{')));
  return /\.pdf(?:$|#)/.test(entry.url ?? '') ? '' : text;
}

/** The school entry's file in `locale`, with the second school's words in place of the first's. */
function secondSchoolFile(locale) {
  const file = path.join(copy, 'content', 'school', `school.${locale}.yml`);
  const text = readFileSync(file, 'utf8')
    .replace(/^name: .*$/m, `name: ${SECOND[locale].name}`)
    .replace(/^shortName: .*$/m, `shortName: ${SECOND[locale].shortName}`)
    .replace(/^colours: .*$/m, 'colours: green-and-gold')
    .replaceAll('aurora', 'zenith');
  writeFileSync(file, text);
}

before(() => {
  copy = projectCopy({ forBuild: true });
  for (const locale of ['en', 'mr', 'hi']) secondSchoolFile(locale);
  writeFileSync(path.join(copy, 'public', 'images', 'logo.svg'), LOGO);
  // The trust that runs the school is the privacy notice's data fiduciary (the editor's Privacy
  // notice), not a field of the school's entry: the second school names its own there.
  const privacy = path.join(copy, 'content', 'words', 'privacy.en.yml');
  writeFileSync(
    privacy,
    readFileSync(privacy, 'utf8').replace('Aurora Educational Trust', 'Zenith Education Society'),
  );
  // The sample documents are issued in the school's name: the second school's, as it would
  // replace them with its own.
  const samples = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/dev/sample-pdfs/generate.ts'],
    { cwd: copy, encoding: 'utf8' },
  );
  assert.equal(samples.status, 0, samples.stderr);
  build = spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: {
      ...process.env,
      SITE_ENV: '',
      // The copy's code is this checkout's, type-checked by its own build.
      TYPES_CHECKED: '1',
      NEXT_PUBLIC_SITE_URL: 'https://www.zenith-school.example',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
});

after(removeProjectCopies);

test('the second school builds', () => {
  assert.equal(build.status, 0, `${build.stdout}\n${build.stderr}`.slice(-4000));
});

test('no page, feed, search entry or file of its export names the first school', () => {
  const out = path.join(copy, 'out');
  const named = filesIn(out)
    .filter((file) => !/\.(br|gz|png|jpe?g|webp|avif|ico|pdf|woff2?|wasm)$/.test(file))
    // pdf.js's own worker, as its package ships it, knows a typeface named Aurora.
    .filter((file) => file !== 'pdf.worker.min.js')
    .flatMap((file) => {
      const text = textOf(path.join(out, file));
      return FIRST_SCHOOL.flatMap((pattern) => {
        const found = pattern.exec(text);
        if (!found) return [];
        const around = text.slice(Math.max(0, found.index - 60), found.index + 40);
        return [`${file}: …${around.replace(/\s+/g, ' ')}…`];
      });
    });
  assert.deepEqual(named, []);
});

test('the two school-named pages follow the new short name, in every language', () => {
  const out = path.join(copy, 'out');
  for (const page of [
    'life-at-zenith.html',
    'zenith-social.html',
    'zenith-social/feed.xml',
    'mr/life-at-zenith.html',
    'hi/zenith-social.html',
  ]) {
    assert.ok(existsSync(path.join(out, page)), `${page} is missing`);
  }
  const home = readFileSync(path.join(out, 'index.html'), 'utf8');
  assert.match(home, /href="\/life-at-zenith"/);
  assert.match(home, /Zenith Public School/);
  // The second school's colours: green and gold.
  assert.match(home, /--brand-900:#052e16/);
  assert.match(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /\/zenith-social</);
});

test('it has every page the first school has, the two addresses changed', () => {
  const pagesOf = (out) =>
    filesIn(out)
      .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
      .sort();
  const first = pagesOf(path.join(root, 'out')).map((file) =>
    file
      .replaceAll('life-at-aurora', 'life-at-zenith')
      .replaceAll('aurora-social', 'zenith-social'),
  );
  assert.ok(first.length > 100, 'the main build has run');
  assert.deepEqual(pagesOf(path.join(copy, 'out')), first.sort());
});
