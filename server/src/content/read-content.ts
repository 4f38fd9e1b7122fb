// Reads and validates every demo content file; a broken file fails with its name and
// the path of the problem inside it (and the line, for the file of more posts).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { z } from 'zod';
import * as files from './content-files';
import type { BlogPostEntry } from './content-files';

/** More posts than blog.json holds, one JSON object a line: read a line at a time. */
export const MORE_POSTS_FILE = 'blog-posts.jsonl';

function readFile<S extends z.ZodType>(dir: string, name: string, schema: S): z.output<S> {
  const file = path.join(dir, name);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Content file ${file} cannot be read: ${(error as Error).message}`);
  }
  return checked(schema, raw, file);
}

export function checked<S extends z.ZodType>(schema: S, raw: unknown, place: string): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Content file ${place} is not valid:\n${problems.slice(0, 10).join('\n')}`);
  }
  return parsed.data;
}

/**
 * The posts of MORE_POSTS_FILE with their line numbers, read and checked one line at a
 * time, so that a blog of any size loads in bounded memory; none when there is no such file.
 */
export async function* readMorePosts(
  dir: string,
): AsyncGenerator<{ post: BlogPostEntry; place: string }> {
  const file = path.join(dir, MORE_POSTS_FILE);
  if (!fs.existsSync(file)) return;
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8') });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    const place = `${file} line ${number}`;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (error) {
      throw new Error(`Content file ${place} cannot be read: ${(error as Error).message}`);
    }
    yield { post: checked(files.blogPostEntry, raw, place), place };
  }
}

export function readContent(dir: string) {
  const pagesDir = path.join(dir, 'pages');
  const pages = fs
    .readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      policy: name.replace(/\.json$/, ''),
      ...readFile(pagesDir, name, files.pageFile),
    }));
  return {
    languages: readFile(dir, 'languages.json', files.languagesFile),
    socialLinks: readFile(dir, 'social-links.json', files.socialLinksFile),
    company: readFile(dir, 'company.json', files.companyFile),
    menu: readFile(dir, 'menu.json', files.menuFile),
    pages,
    blog: readFile(dir, 'blog.json', files.blogFile),
    directors: readFile(dir, 'directors.json', files.directorsFile),
    services: readFile(dir, 'services.json', files.servicesFile),
    faq: readFile(dir, 'faq.json', files.faqFile),
    licences: readFile(dir, 'licences.json', files.licencesFile),
    media: readFile(dir, 'media.json', files.mediaFile),
    portfolio: readFile(dir, 'portfolio.json', files.portfolioFile),
    forms: readFile(dir, 'forms.json', files.formsFile),
    customPages: readFile(dir, 'custom-pages.json', files.customPagesFile),
  };
}
export type DemoContent = ReturnType<typeof readContent>;
