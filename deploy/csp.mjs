// The site's Content-Security-Policy, in one place: only what the site uses.
// scripts/postbuild/policies.mjs adds each page's inline-script hashes to script-src and the inlined
// stylesheet's hash to style-src: no 'unsafe-inline' anywhere.
export const EMAIL_API_ORIGIN = 'https://api.emailjs.com';
/** Stock-photo fallbacks for campus images; only loaded when a local image fails. */
export const STOCK_PHOTO_ORIGIN = 'https://images.unsplash.com';

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // Pagefind (the site search) compiles its WebAssembly index reader: 'wasm-unsafe-eval'
  // allows exactly that, not JavaScript's eval ('unsafe-eval' stays out).
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // The prerendered HTML has no style attributes (the build fails if one appears); styles set
  // from scripts go through the CSSOM, which style-src does not restrict.
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', STOCK_PHOTO_ORIGIN],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", EMAIL_API_ORIGIN],
  // The pdf.js worker is a same-origin script; pdf.js may also start workers from blobs.
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** A policy's text from its directives: `name value value; name …` (a directive may have none). */
export const policyText = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** What a <meta> policy cannot carry; sent as a response header by the hosting configs. */
const HEADER_DIRECTIVES = {
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
};
export const CSP_HEADER = policyText(HEADER_DIRECTIVES);

/**
 * An image shown by itself (a browser's own image page, or an SVG document): its own <style>
 * and the inline styles the browser's image page lays the picture out with, embedded data:
 * images, and sandbox without allow-scripts, so no script runs; nothing is fetched. script-src
 * 'none' says in so many words what default-src 'none' already implies (as the XML policy
 * does), so no later change to default-src lets a script in.
 */
const PICTURE = {
  'default-src': ["'none'"],
  'script-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['data:'],
  sandbox: [],
};

/**
 * Files that are not pages but run or render on their own get a header policy of their own:
 * nothing by default, plus only what each needs, and the header directives above. A worker runs
 * under the policy its script is served with (not the page's <meta>), and an SVG or XML file
 * opened by itself is a document that could run script; so could an upload that is not what it
 * claims.
 * Each policy repeats the header directives, so a host that joins it with the site-wide header
 * (two policies, both enforced) and one that replaces it give the same result.
 */
export const FILE_POLICIES = {
  // The pdf.js worker parses the PDF the page hands it: it fetches nothing itself (no wasmUrl,
  // cMapUrl or standardFontDataUrl is set) and compiles no code.
  pdfWorker: policyText({ 'default-src': ["'none'"], ...HEADER_DIRECTIVES }),
  // Pagefind's worker (pagefind-worker.js) fetches its WebAssembly reader and the index files
  // from the site and compiles the WebAssembly; the rest of /pagefind/ is data and the module
  // the page imports, to which a header policy does not apply.
  pagefind: policyText({
    'default-src': ["'none'"],
    'script-src': ["'wasm-unsafe-eval'"],
    'connect-src': ["'self'"],
    ...HEADER_DIRECTIVES,
  }),
  // An SVG opened by itself, wherever it is.
  svg: policyText({ ...PICTURE, ...HEADER_DIRECTIVES }),
  // Everything under /images/: the photos and page images the build writes and the drawings (SVG)
  // among them. The same as an SVG's, as a host that matches by folder adds it to an SVG's own.
  images: policyText({ ...PICTURE, ...HEADER_DIRECTIVES }),
  // An XML document opened by itself, wherever it is: every .xml (the sitemap, the feeds) and
  // .xsl. A browser runs the script of XHTML embedded in an XML file, and one that names an XSL
  // stylesheet has it transformed, which CSP governs as script: so no script runs (script-src
  // 'none', and sandbox without allow-scripts) and nothing loads. No style-src: the site's XML
  // files are data for crawlers and feed readers, and carry no styles of their own.
  xml: policyText({
    'default-src': ["'none'"],
    'script-src': ["'none'"],
    sandbox: [],
    ...HEADER_DIRECTIVES,
  }),
  // Everything under /MPD/, the uploaded documents: nothing runs or loads. No sandbox: a browser
  // that draws a PDF inside the document (Safari) shows a sandboxed PDF blank, while Chromium's
  // own viewer keeps only a PDF's frame-ancestors, so sandbox would stop one viewer and guard
  // nothing in the other. The site's viewers read the PDF as data (fetch, under the page's
  // connect-src) or frame it (under the page's frame-src): this policy is the PDF's alone.
  documents: policyText({ 'default-src': ["'none'"], ...HEADER_DIRECTIVES }),
};

/** The git host's API the live editor reads and writes through (Decap's GitHub backend). */
export const EDITOR_API_ORIGINS = ['https://api.github.com'];
/** Where the local editor's backend (decap-server, `npm run edit`) answers on this machine. */
export const localEditorBackend = (port = '8081') => `http://localhost:${port}`;

/**
 * The editor's own policy (/admin/, a <meta> in its page, never a visitor page's): its script
 * and chunks from the site itself, and 'unsafe-eval' because Decap checks its configuration with
 * validators it compiles at run time (this page only: no visitor page allows it); the styles its components inject at run time
 * ('unsafe-inline', for this page only); the git host's API, the sign-in helper `authOrigin` and
 * the local backend on `localPort`, and a photo or PDF chosen for upload (blob:), which Decap
 * reads back from its own page to send; images from the site, uploads being previewed (blob:)
 * and the git host.
 */
export function editorPolicy(authOrigin, localPort) {
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...EDITOR_API_ORIGINS,
      localEditorBackend(localPort),
      ...(authOrigin ? [authOrigin] : []),
      'blob:',
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}
