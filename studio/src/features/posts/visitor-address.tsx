// Where visitors find a language of the post, as the title being written makes it (its slug
// follows the title). The site finds a post by the id in its address and sends any other
// slug on to the current one, so the saved title's address keeps leading here.
import { recordPath } from '@contract/site-pages';
import { withLanguage } from '@contract/site-addresses';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { readableAddress as readable } from '@studio/shared/ui/readable-address';

interface VisitorAddressProps {
  id: number;
  lang: string;
  /** The title being written. */
  title: string;
  /** The title as saved. */
  savedTitle: string;
}

export function VisitorAddress({ id, lang, title, savedTitle }: VisitorAddressProps) {
  const { t } = useLocale();
  const address = withLanguage(lang, recordPath.blogPost(id, title));
  const saved = withLanguage(lang, recordPath.blogPost(id, savedTitle));
  return (
    <div className="grid gap-1 text-sm">
      <p>
        {t.editor.visitorAddress}{' '}
        <span dir="ltr" className="break-all">
          {readable(address)}
        </span>
      </p>
      {saved !== address && (
        <p>
          {t.editor.oldAddressLeads}{' '}
          <span dir="ltr" className="break-all">
            {readable(saved)}
          </span>
        </p>
      )}
    </div>
  );
}
