// A page's address in each of its languages, as visitors will read it once published.
import { useLocale } from '@studio/shared/i18n/locale-context';
import { languageName } from '@studio/shared/translated-items/language-name';
import { readableAddress } from '@studio/shared/ui/readable-address';
import { pageAddress } from './page-address';

export function VisitorAddresses({ path, languages }: { path: string; languages: string[] }) {
  const { t } = useLocale();
  return (
    <ul className="grid gap-1 text-sm">
      {languages.map((code) => (
        <li key={code}>
          {languageName(t, code)}:{' '}
          <span dir="ltr" className="break-all">
            {readableAddress(pageAddress(code, path))}
          </span>
        </li>
      ))}
    </ul>
  );
}
