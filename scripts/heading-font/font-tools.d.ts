// The two font packages the heading font's subset uses ship no types: what this folder calls.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    noHinting?: boolean;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
  };
  export default fontverter;
}
