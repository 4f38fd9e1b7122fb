// Writes the database's published content as the files content:load reads (content-files.ts),
// so that loading them restores it: the backup of the content. Everything is read in one
// read-only transaction, one state of the content however long the dump takes (repeatable
// read on PostgreSQL; on SQLite a transaction reads one state of the file). What visitors
// sent and the studio's own tables are no content files and stay out.
import type { z } from 'zod';
import type { Db } from '../db/database';
import * as files from './content-files';
import { ContentFolder } from './content-folder';
import type { DumpedFile } from './content-folder';
import { dumpBlog } from './dump-blog';
import { dumpForms } from './dump-forms';
import {
  dumpCustomPages,
  dumpDirectors,
  dumpFaq,
  dumpLicences,
  dumpMedia,
  dumpPortfolio,
  dumpServices,
} from './dump-lists';
import { DumpLosses } from './dump-losses';
import { dumpCompany, dumpLanguages, dumpMenu, dumpPages, dumpSocialLinks } from './dump-site';
import type { DumpContext } from './item-rows';

export interface Dump {
  /** In the order written, with how many of what each holds. */
  files: DumpedFile[];
  /** What the files could not hold, a line a kind (dump-losses.ts). */
  losses: string[];
}

export async function dumpContent(db: Db, dir: string): Promise<Dump> {
  const folder = ContentFolder.open(dir);
  const losses = new DumpLosses();
  try {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const languages = await trx
          .selectFrom('languages')
          .select('value')
          .orderBy('position')
          .execute();
        await writeFiles({ db: trx, languages: languages.map((l) => l.value), losses }, folder);
      });
    folder.commit();
  } catch (error) {
    folder.discard();
    throw error;
  }
  return { files: folder.written, losses: losses.lines() };
}

async function writeFiles(context: DumpContext, folder: ContentFolder): Promise<void> {
  const list = async <S extends z.ZodArray<z.ZodType>>(
    name: string,
    schema: S,
    of: string,
    read: (c: DumpContext) => Promise<z.input<S>>,
  ) => {
    const value = await read(context);
    folder.json(name, schema, value, (value as unknown[]).length, of);
  };
  await list('languages.json', files.languagesFile, 'languages', dumpLanguages);
  await list('social-links.json', files.socialLinksFile, 'links', dumpSocialLinks);
  folder.json('company.json', files.companyFile, await dumpCompany(context), 1, 'company');
  await list('menu.json', files.menuFile, 'entries', dumpMenu);
  for (const { policy, file } of await dumpPages(context))
    folder.json(`pages/${policy}.json`, files.pageFile, file, file.sections.length, 'sections');
  await dumpBlog(context, folder);
  await list('directors.json', files.directorsFile, 'directors', dumpDirectors);
  await list('services.json', files.servicesFile, 'services', dumpServices);
  await list('faq.json', files.faqFile, 'questions', dumpFaq);
  await list('licences.json', files.licencesFile, 'licences', dumpLicences);
  await list('media.json', files.mediaFile, 'items', dumpMedia);
  await list('portfolio.json', files.portfolioFile, 'items', dumpPortfolio);
  await list('forms.json', files.formsFile, 'forms', dumpForms);
  await list('custom-pages.json', files.customPagesFile, 'pages', dumpCustomPages);
}
