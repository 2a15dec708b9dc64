// The part of wawoff2's API the font test uses (the package ships no types): WOFF2 in, the plain font file out.
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
