// The page renderer as `npm run build` leaves it (build/ssr), and the browser's bundle:
// React Router in its production build. The package points every condition at its
// development build, which checks development warnings on every render (vite.config.ts
// points the site and the renderer at the production build instead).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Texts of warnings only React Router's development build keeps: the production build has
 * the same code behind a flag that is false, which the bundler leaves out. */
const DEVELOPMENT_ONLY = ['You rendered descendant <Routes>', 'No routes matched location'];

/** The JavaScript files under `dir`, with their text. */
function scripts(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

describe.each([
  ['the page renderer', 'build/ssr'],
  ['the browser bundle', 'dist/assets'],
])("React Router's build in %s", (_name, dir) => {
  it.runIf(fs.existsSync(dir))(`is the production build (${dir})`, () => {
    const files = scripts(dir);
    expect(files.length).toBeGreaterThan(0);
    // Present, and bundled in: the renderer imports no router at run time.
    expect(files.some(({ text }) => text.includes('useRoutes'))).toBe(true);
    const development = files.flatMap(({ file, text }) =>
      DEVELOPMENT_ONLY.filter((part) => text.includes(part)).map((part) => `${file}: ${part}`),
    );
    expect(development).toEqual([]);
  });
});
