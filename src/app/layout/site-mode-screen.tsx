// The only screen shown while the company record says maintenance (first) or under
// construction: logo, title, description and the language switcher.
import type { Company } from '../../../contract/company';
import { componentOf, usePageContent } from '../../shared/content/use-page-content';
import { useLanguage } from '../../shared/language/language-context';
import { IsolatedText } from '../../shared/ui/isolated-text';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';

export function SiteModeScreen({
  company,
  mode,
}: {
  company: Company;
  mode: 'under-maintenance' | 'under-structure';
}) {
  const { lang } = useLanguage();
  const { data: page } = usePageContent(lang, mode);
  const title = componentOf(page, mode, `${mode}-title`)?.text;
  const description = componentOf(page, mode, `${mode}-description`)?.text;
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand p-8 text-center text-white"
    >
      {company.home_logo && (
        <img src={company.home_logo} alt={company.name} width={240} height={80} />
      )}
      <h1 className="text-3xl font-bold">{title ?? company.name}</h1>
      {description && (
        <p className="max-w-xl text-lg">
          <IsolatedText text={description} />
        </p>
      )}
      <LanguageSwitcher />
    </main>
  );
}
