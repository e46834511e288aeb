/** @type {import('next').NextConfig} */
const nextConfig = {
  // A plain static site: `next build` writes `out/`, which any CDN or static host can serve.
  output: 'export',
  trailingSlash: false,
  // Images are pre-sized WebP files made by scripts/generate-images.mjs; there is no image
  // server on a static host, so Next's optimiser must stay off (see STACK-NOTES.md).
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
