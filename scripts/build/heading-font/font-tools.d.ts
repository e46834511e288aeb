// The font package the heading font's subset uses ships no types: what this folder calls.

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
  };
  export default fontverter;
}
