// The part of subset-font (HarfBuzz's subsetter, compiled to WebAssembly) the site uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>;
}

// fontverter: converts a font between WOFF2, WOFF and plain OpenType (sfnt).
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
