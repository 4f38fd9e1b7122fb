// Reads and validates every demo content file; a broken file fails with its name and
// the path of the problem inside it.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import * as files from './content-files';

function readFile<S extends z.ZodType>(dir: string, name: string, schema: S): z.output<S> {
  const file = path.join(dir, name);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Content file ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Content file ${file} is not valid:\n${problems.slice(0, 10).join('\n')}`);
  }
  return parsed.data;
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
