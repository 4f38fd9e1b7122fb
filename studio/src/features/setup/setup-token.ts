// The one-time token of the setup address (/studio/setup#token=…): in the fragment, so
// it never reaches a server log or a Referer header.
export function setupTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}
