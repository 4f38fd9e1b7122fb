import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readContent } from './read-content';

describe('reading content files', () => {
  it('names the broken file and the place of the problem', () => {
    const source = loadConfig({}).contentDir;
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-content-'));
    fs.cpSync(source, copy, { recursive: true });
    const faq = JSON.parse(fs.readFileSync(path.join(copy, 'faq.json'), 'utf8'));
    faq[2].created_at = 'yesterday';
    fs.writeFileSync(path.join(copy, 'faq.json'), JSON.stringify(faq));
    expect(() => readContent(copy)).toThrow(/faq\.json is not valid:\n {2}at 2\.created_at/);
    fs.writeFileSync(path.join(copy, 'faq.json'), '{');
    expect(() => readContent(copy)).toThrow(/faq\.json cannot be read/);
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
