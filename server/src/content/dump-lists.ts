// The files of the site's lists (directors, services, FAQ, licences, media, portfolio, custom
// pages), read back from their rows: an item once, with its texts in every language it is in.
import { director } from '@contract/directors';
import { licence } from '@contract/licences';
import { portfolioItem } from '@contract/portfolio';
import { service } from '@contract/services';
import type { z } from 'zod';
import { readJsonColumn } from '../db/read-json-column';
import type * as files from './content-files';
import { byItem, creationTime } from './item-rows';
import type { DumpContext } from './item-rows';
import { nameOrNull, pairName, phoneBanner } from './media-names';
import { mediaAddress } from './localize';
import { inPositionOrder } from './position-order';

type Entry<S extends z.ZodType> = z.input<S> extends (infer E)[] ? E : never;

export async function dumpDirectors(context: DumpContext) {
  const rows = await context.db.selectFrom('directors').selectAll().execute();
  const items = byItem(context, 'directors.json', rows, (row) => row.id);
  return inPositionOrder(items, context.languages).map(
    (item): Entry<typeof files.directorsFile> => {
      const photos = item.shared('photo', (row) =>
        readJsonColumn(director.shape.photo, row.photo, 'directors.photo'),
      );
      if (photos.length !== 1) item.lost('photos other than one');
      const { desktop_banner: desktop = '', phone_banner: phone = '' } = photos[0] ?? {};
      return {
        id: item.first.id,
        first_name: item.naming((row) => row.fa_first_name),
        last_name: item.text((row) => row.fa_last_name),
        description: item.text((row) => row.description),
        photo: pairName(item, 'photo', { desktop, phone }, mediaAddress),
      };
    },
  );
}

export async function dumpServices(context: DumpContext) {
  const rows = await context.db.selectFrom('services').selectAll().execute();
  const items = byItem(context, 'services.json', rows, (row) => row.id);
  return inPositionOrder(items, context.languages).map((item): Entry<typeof files.servicesFile> => {
    const banner = item.shared('banner', (row) =>
      readJsonColumn(service.shape.banner, row.banner, 'services.banner'),
    );
    return {
      id: item.first.id,
      created_at: creationTime(item),
      banner: pairName(
        item,
        'banner',
        { desktop: banner.desktop_banner, phone: banner.phone_banner },
        phoneBanner,
      ),
      title: item.naming((row) => row.title),
      description: item.text((row) => row.description),
      items: Object.fromEntries(
        item.rows.map(([lang, row]) => [
          lang,
          readJsonColumn(service.shape.items, row.items, 'services.items'),
        ]),
      ),
    };
  });
}

export async function dumpFaq(context: DumpContext) {
  const rows = await context.db.selectFrom('faqs').selectAll().execute();
  return byItem(context, 'faq.json', rows, (row) => row.id).map(
    (item): Entry<typeof files.faqFile> => ({
      id: item.first.id,
      created_at: item.shared('creation time', (row) => row.created_at),
      question: item.naming((row) => row.question),
      answer: item.text((row) => row.answer),
    }),
  );
}

export async function dumpLicences(context: DumpContext) {
  const rows = await context.db.selectFrom('licences').selectAll().execute();
  const items = byItem(context, 'licences.json', rows, (row) => row.id);
  return inPositionOrder(items, context.languages).map((item): Entry<typeof files.licencesFile> => {
    const image = item.shared('image', (row) =>
      readJsonColumn(licence.shape.image, row.image, 'licences.image'),
    );
    return {
      id: item.first.id,
      type: item.shared('type', (row) => row.type),
      image: pairName(
        item,
        'image',
        { desktop: image.desktop_media, phone: image.phone_media },
        () => null,
      ),
      title: item.naming((row) => row.title),
    };
  });
}

export async function dumpMedia(context: DumpContext) {
  const rows = await context.db.selectFrom('media_items').selectAll().execute();
  return byItem(context, 'media.json', rows, (row) => row.id).map(
    (item): Entry<typeof files.mediaFile> => ({
      id: item.first.id,
      type: item.shared('type', (row) => row.type),
      banner: pairName(
        item,
        'banner',
        item.shared('banner', (row) => ({ desktop: row.desktop_banner, phone: row.phone_banner })),
        phoneBanner,
      ),
      file: nameOrNull(
        item,
        'file',
        item.shared('file', (row) => row.file),
      ),
      visited: item.shared('visits', (row) => row.visited),
      created_at: creationTime(item),
      title: item.naming((row) => row.title),
      description: item.text((row) => row.description),
    }),
  );
}

export async function dumpPortfolio(context: DumpContext) {
  const rows = await context.db.selectFrom('portfolio_items').selectAll().execute();
  return byItem(context, 'portfolio.json', rows, (row) => row.id).map(
    (item): Entry<typeof files.portfolioFile> => {
      const banner = item.shared('banner', (row) =>
        readJsonColumn(portfolioItem.shape.banner, row.banner, 'portfolio_items.banner'),
      );
      return {
        id: item.first.id,
        type: item.shared('type', (row) => row.type),
        banner: pairName(
          item,
          'banner',
          { desktop: banner.desktop_banner, phone: banner.phone_banner },
          phoneBanner,
        ),
        visited: item.shared('visits', (row) => row.visited),
        created_at: creationTime(item),
        title: item.naming((row) => row.title),
        short_description: item.text((row) => row.short_description),
        description: item.text((row) => row.description),
      };
    },
  );
}

export async function dumpCustomPages(context: DumpContext) {
  const rows = await context.db.selectFrom('custom_pages').selectAll().execute();
  // The files keep a page's address, not those it had before (which redirect to it).
  for (const former of await context.db.selectFrom('custom_page_paths').select('page_id').execute())
    context.losses.add('custom-pages.json: former addresses that redirect', former.page_id);
  return byItem(context, 'custom-pages.json', rows, (row) => row.id).map(
    (item): Entry<typeof files.customPagesFile> => ({
      id: item.first.id,
      path: item.shared('path', (row) => row.path),
      title: item.naming((row) => row.title),
      body: item.text((row) => row.body),
    }),
  );
}
