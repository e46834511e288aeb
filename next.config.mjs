/** @type {import('next').NextConfig} */
const nextConfig = {
  // A plain static site: `next build` writes `out/`, which any CDN or static host can serve.
  output: 'export',
  trailingSlash: false,
  // Images are pre-sized files made by scripts/build/images/pipeline.ts (npm run images); there is no image
  // server on a static host, so Next's optimiser (which needs one) stays off.
  images: { unoptimized: true },
  poweredByHeader: false,
  // The tests build copies of this checkout (a second school, content changed as the office
  // changes it) from the code this checkout's own build has just type-checked: they say so with
  // TYPES_CHECKED=1, and the copy's build skips checking the same code again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // The languages have root layouts of their own (app/(en), app/[locale]): the page for unknown
  // paths (out/404.html) is app/global-not-found.tsx, which needs this.
  experimental: {
    globalNotFound: true,
    // Turbopack keeps its compile in .next/cache for the next build, or the next development
    // server, of the same checkout. A CI machine (CI set) builds a fresh clone once and never
    // reads it back: there, writing it is only cost.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    turbopackFileSystemCacheForDev: !process.env.CI,
  },
  reactStrictMode: true,
  turbopack: {
    resolveAlias: {
      // react-pdf imports pdf.js's whole viewer library for two small classes (see the file).
      'pdfjs-dist/web/pdf_viewer.mjs': './components/disclosure/pdf-viewer-lite.ts',
      // pdf.js names Node's Buffer in a Node-only branch; no polyfill for it (see the file).
      'next/dist/compiled/buffer': { browser: './components/disclosure/no-node-buffer.ts' },
    },
  },
  // The stylesheet is inlined into each page by scripts/postbuild/inline-stylesheet.mjs after the build,
  // not by experimental.inlineCss, which also copies it twice into the RSC payload.
};

export default nextConfig;
