// The compression a client accepts, by its Accept-Encoding q-values (RFC 9110 §12.5.3):
// a coding with q=0, or one only `*;q=0` covers, is refused; Brotli wins a tie.
export type Encoding = 'br' | 'gzip' | 'identity';

export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name) weights.set(name, qualityOf(params));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/** A q-value that is not a number from 0 to 1 counts as a refusal. */
function qualityOf(params: string[]): number {
  const q = params.find((param) => /^q\s*=/.test(param));
  if (q === undefined) return 1;
  const value = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.exec(q)?.[1];
  return value === undefined ? 0 : Number(value);
}
