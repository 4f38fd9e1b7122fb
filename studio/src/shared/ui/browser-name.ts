// A session's browser in a few words ("Firefox, Linux") from its User-Agent header.
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/(Chromium|Chrome|HeadlessChrome)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function browserName(userAgent: string): string {
  const names = [firstMatch(userAgent, BROWSERS), firstMatch(userAgent, SYSTEMS)];
  return names.filter(Boolean).join(', ') || userAgent.slice(0, 40) || '?';
}
