// The only screen shown while the company record says maintenance (first) or under
// construction: logo, title, description, the app's link while under construction, and
// the language switcher.
import type { Company } from '@contract/company';
import { componentOf, usePageContent } from '@shared/content/use-page-content';
import { useLanguage } from '@shared/language/language-context';
import { IsolatedText } from '@shared/ui/isolated-text';
import { LanguageSwitcher } from '@shared/ui/language-switcher';

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
      {/* The notice sends visitors to the app meanwhile: a way there, not only its name. */}
      {mode === 'under-structure' && company.app_url && (
        <a
          href={company.app_url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-brand"
        >
          {company.app_logo && <img src={company.app_logo} alt="" width={20} height={20} />}
          {company.app_icon_text}
        </a>
      )}
      <LanguageSwitcher />
    </main>
  );
}
