// What browser code gets for Node's `Buffer` (next.config.mjs). Turbopack answers a free `Buffer`
// in browser code with a polyfill, and pdf.js names it once, in a check that runs only
// under Node (`isNodeJS && typeof Buffer !== "undefined"`): in a browser nothing reads it.
export const Buffer = undefined;
