/**
 * @jest-environment node
 */
// Uploads are what they claim (scripts/content-check/uploads.ts): every file of public/MPD/ is a
// PDF by its first bytes and its name, every file of content/photos/ a JPEG, PNG or WebP photo,
// each within its size limit; anything else is refused by the content check, naming the file.
// The editor refuses what Decap can refuse (a file over the limit), and its upload folders all
// lie inside the folders the check reads.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editableFilesOf, UPLOAD_EXTENSIONS } from '@/scripts/editor/editable-files';
import { editorConfig, type EditorField } from '@/scripts/editor/editor-config';
import { findContentIssues } from '@/scripts/content-check';
import {
  checkUploads,
  svgHoldsScript,
  UPLOAD_LIMITS,
  UPLOAD_ROOTS,
  uploadExtensions,
} from '@/scripts/content-check/uploads';
import { formatIssue } from '@/scripts/content-check/validate';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
/** The start of a Windows program, and of a Linux one. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
const HTML = '<!doctype html><title>Circular</title><script>steal(localStorage)</script>';
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>c{fill:red}</style><circle class="c" cx="5" cy="5" r="4"/><use href="#c"/></svg>';
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** A project folder holding `files` (path → contents) under its upload folders. */
function project(files: Record<string, string | Buffer>) {
  const root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), contents);
  }
  return root;
}

const problems = (root: string) => checkUploads(root).map(formatIssue);

describe('the content check reads every file of the upload folders', () => {
  it('takes PDFs, photos of the three kinds, the logo and the photos guide', () => {
    const root = project({
      'public/MPD/city-campus-disclosure.pdf': PDF,
      'public/MPD/notices/circular.pdf': PDF,
      'content/photos/README.md': '# Original photos',
      'content/photos/logo.svg': LOGO,
      'content/photos/blog/post-1.jpg': JPEG,
      'content/photos/blog/post-2.JPEG': JPEG,
      'content/photos/campuses/city.png': PNG,
      'content/photos/uploads/board.webp': WEBP,
      'content/campuses/city/photos/card.jpg': JPEG,
      'content/campuses/city/photos/hero/campus.webp': WEBP,
      'content/campuses/city/contact.en.yml': 'kind: contact',
    });
    expect(problems(root)).toEqual([]);
  });

  it('refuses in a campus’s photos anything not a photo, an SVG included', () => {
    const root = project({
      'content/campuses/city/photos/logo.svg': LOGO,
      'content/campuses/city/photos/hero/page.html': HTML,
      'content/campuses/airport/photos/card.jpg': ELF,
    });
    expect(problems(root).sort()).toEqual(
      [
        'content/campuses/city/photos/logo.svg › (file): is not a JPEG, PNG or WebP photo (its name ends in .svg, not .jpg, .jpeg, .png, .webp)',
        'content/campuses/city/photos/hero/page.html › (file): is not a JPEG, PNG or WebP photo (its name ends in .html, not .jpg, .jpeg, .png, .webp)',
        "content/campuses/airport/photos/card.jpg › (file): is not a JPEG, PNG or WebP photo (its first bytes are not a JPEG file's)",
      ].sort(),
    );
  });

  it('refuses an .html, an .htm and an executable renamed .pdf in public/MPD/, naming each', () => {
    const root = project({
      'public/MPD/city/circular.pdf': EXE,
      'public/MPD/notices/circular.html': HTML,
      'public/MPD/notices/circular.htm': HTML,
      'public/MPD/notices/tool.pdf': ELF,
      'public/MPD/notices/empty.pdf': '',
      'public/MPD/notices/SCAN.PDF': PDF,
      'public/MPD/.DS_Store': 'Bud1',
    });
    expect(problems(root).sort()).toEqual(
      [
        'public/MPD/city/circular.pdf › (file): is not a PDF (it does not start with %PDF-)',
        'public/MPD/notices/circular.html › (file): is not a PDF (its name does not end in .pdf): only PDF documents are published',
        'public/MPD/notices/circular.htm › (file): is not a PDF (its name does not end in .pdf): only PDF documents are published',
        'public/MPD/notices/tool.pdf › (file): is not a PDF (it does not start with %PDF-)',
        'public/MPD/notices/empty.pdf › (file): is not a PDF (it does not start with %PDF-)',
        'public/MPD/notices/SCAN.PDF › (file): is named .PDF: name it …pdf in lower case, as hosts type documents by it',
        'public/MPD/.DS_Store › (file): is not a PDF (its name does not end in .pdf): only PDF documents are published',
      ].sort(),
    );
  });

  it('refuses an SVG with a script, an executable renamed .jpg and a photo under another name', () => {
    const root = project({
      'content/photos/blog/drawing.svg': SCRIPTED_SVG,
      'content/photos/uploads/plain.svg': LOGO,
      'content/photos/blog/post-3.jpg': EXE,
      'content/photos/blog/post-4.jpg': PNG,
      'content/photos/blog/post-5.avif': Buffer.from('\0\0\0\x1cftypavif', 'latin1'),
      'content/photos/blog/page.html': HTML,
      'content/photos/logo.svg': SCRIPTED_SVG,
    });
    const found = problems(root);
    expect(found).toHaveLength(7);
    expect(found).toEqual(
      expect.arrayContaining([
        'content/photos/blog/drawing.svg › (file): is not a JPEG, PNG or WebP photo (an SVG is taken only at the top of content/photos/, as the logo)',
        'content/photos/uploads/plain.svg › (file): is not a JPEG, PNG or WebP photo (an SVG is taken only at the top of content/photos/, as the logo)',
        "content/photos/blog/post-3.jpg › (file): is not a JPEG, PNG or WebP photo (its first bytes are not a JPEG file's)",
        'content/photos/blog/post-4.jpg › (file): is a PNG photo named .jpg: rename it to ….png',
        'content/photos/blog/post-5.avif › (file): is not a JPEG, PNG or WebP photo (its name ends in .avif, not .jpg, .jpeg, .png, .webp)',
        'content/photos/blog/page.html › (file): is not a JPEG, PNG or WebP photo (its name ends in .html, not .jpg, .jpeg, .png, .webp)',
      ]),
    );
    expect(found.find((line) => line.startsWith('content/photos/logo.svg'))).toMatch(
      /is an SVG that could run a script/,
    );
  });

  it('refuses a file over its kind’s limit, and a link in place of a file', () => {
    const root = project({
      'public/MPD/notices/scan.pdf': PDF,
      'public/MPD/notices/fits.pdf': PDF,
      'content/photos/blog/huge.jpg': JPEG,
    });
    const at = (file: string) => path.join(root, file);
    truncateSync(at('public/MPD/notices/scan.pdf'), UPLOAD_LIMITS.document + 1);
    truncateSync(at('public/MPD/notices/fits.pdf'), UPLOAD_LIMITS.document);
    truncateSync(at('content/photos/blog/huge.jpg'), UPLOAD_LIMITS.photo + 1);
    symlinkSync('/etc/passwd', at('public/MPD/notices/passwd.pdf'));
    expect(problems(root).sort()).toEqual(
      [
        'content/photos/blog/huge.jpg › (file): is larger than the 15 MB a photo may be (15,000,001 bytes): export it smaller',
        'public/MPD/notices/passwd.pdf › (file): is a link or a special file, not an uploaded file: replace it with the file itself',
        'public/MPD/notices/scan.pdf › (file): is larger than the 20 MB a document may be (20,000,001 bytes): scan it at a lower resolution',
      ].sort(),
    );
  });

  it('an SVG is held to plain shapes: no script, handler, javascript:, HTML, entity or outside link', () => {
    expect(svgHoldsScript(LOGO)).toBe(false);
    for (const svg of [
      SCRIPTED_SVG,
      '<svg onload="alert(1)"/>',
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><a xlink:href="&#106;avascript:alert(1)"/></svg>',
      '<svg><foreignObject><iframe src="/"/></foreignObject></svg>',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg/>',
      '<?xml-stylesheet href="x.xsl"?><svg/>',
      '<svg><image href="https://tracker.example/pixel.png"/></svg>',
      '<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    ]) {
      expect([svg, svgHoldsScript(svg)]).toEqual([svg, true]);
    }
  });

  it('the project’s own uploads pass', () => {
    expect(checkUploads()).toEqual([]);
  });

  it('the content check (the build’s, and the one `npm run edit` runs after a save) names a bad upload', () => {
    const root = project({
      'public/MPD/notices/circular.pdf': HTML,
      // The rest of the check reads the project as it is; the TC list by the working folder.
      'content/transfer-certificates.txt': readFileSync('content/transfer-certificates.txt'),
    });
    jest.spyOn(process, 'cwd').mockReturnValue(root);
    try {
      expect(findContentIssues().map(formatIssue)).toContain(
        'public/MPD/notices/circular.pdf › (file): is not a PDF (it does not start with %PDF-)',
      );
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('the editor refuses what Decap can, and uploads only where the check reads', () => {
  const config = editorConfig();

  const uploadFields = (fields: unknown): EditorField[] =>
    (Array.isArray(fields) ? (fields as EditorField[]) : []).flatMap((field) => [
      ...(field.widget === 'file' || field.widget === 'image' ? [field] : []),
      ...uploadFields(field.fields),
      ...(field.field ? uploadFields([field.field]) : []),
    ]);
  const fields = config.collections.flatMap((collection) => uploadFields(collection.fields));

  it('every file field takes a document up to its limit, every image field a photo up to its', () => {
    expect(fields.filter((field) => field.widget === 'file').length).toBeGreaterThan(0);
    expect(fields.filter((field) => field.widget === 'image').length).toBeGreaterThan(0);
    for (const field of fields) {
      const limit = field.widget === 'file' ? UPLOAD_LIMITS.document : UPLOAD_LIMITS.photo;
      expect([field.name, field.media_library]).toEqual([
        field.name,
        { config: { max_file_size: limit } },
      ]);
    }
  });

  it('every media folder, the global one included, is inside the upload folder of its kind', () => {
    const { mediaFolders } = editableFilesOf(config as unknown as Record<string, unknown>);
    expect(mediaFolders.has(config.media_folder)).toBe(true);
    for (const [folder, extensions] of mediaFolders) {
      const kind = extensions.includes('.pdf') ? 'document' : 'photo';
      expect([folder, folder.startsWith(`${UPLOAD_ROOTS[kind]}/`)]).toEqual([folder, true]);
      expect([folder, [...extensions].sort()]).toEqual([folder, uploadExtensions(kind).sort()]);
    }
  });

  it('the local backend takes the same file names as the check', () => {
    expect([...UPLOAD_EXTENSIONS.file]).toEqual(uploadExtensions('document'));
    expect([...UPLOAD_EXTENSIONS.image].sort()).toEqual(uploadExtensions('photo').sort());
  });
});
