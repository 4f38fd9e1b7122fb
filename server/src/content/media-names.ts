// The database's media addresses turned back into the names the content files give media
// (localize.ts: mediaAddress, bannerOf). An address no name stands for has no place in the
// files: the dump refuses it rather than write a file content:load would refuse.
import type { ItemRows } from './item-rows';
import { mediaAddress, mediaName } from './localize';

type Place = Pick<ItemRows<unknown>, 'id' | 'file' | 'lost'>;

export function nameOf(item: Place, what: string, address: string): string {
  const name = mediaName(address);
  if (name === undefined)
    throw new Error(
      `${item.file}: the ${what} of ${item.id} is ${JSON.stringify(address)}, which no media ` +
        'name stands for (server/content/README.md, "Images and video")',
    );
  return name;
}

/** No media (an empty address) as null. */
export const nameOrNull = (item: Place, what: string, address: string | null | undefined) =>
  address ? nameOf(item, what, address) : null;

/**
 * The name of a picture and its phone variant, which the loader makes from the name
 * (`phoneOf`); a phone variant of another name is noted as lost.
 */
export function pairName(
  item: Place,
  what: string,
  pair: { desktop: string; phone: string | null | undefined },
  phoneOf: (name: string) => string | null,
): string {
  const name = nameOf(item, what, pair.desktop);
  if ((pair.phone ?? null) !== phoneOf(name))
    item.lost(`a ${what} with a phone picture of its own`);
  return name;
}

/** The phone variant bannerOf gives a name. */
export const phoneBanner = (name: string) => mediaAddress(`${name}-phone`);
