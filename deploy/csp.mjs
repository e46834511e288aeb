// The site's Content-Security-Policy, in one place: only what the site uses.
// scripts/postbuild-csp.mjs adds each page's inline-script hashes to script-src and the inlined
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

/** What a <meta> policy cannot carry; sent as a response header by the hosting configs. */
export const CSP_HEADER = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";
