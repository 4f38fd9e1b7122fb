// The site's footer: title, the five links of the footer page (each by its kind), social
// icons, the policy HTML and the rules text.
import { useQuery } from '@tanstack/react-query';

import { Link } from 'react-router-dom';
import { apiRead } from '@shared/api/api-client';
import { componentOf, componentsOf, usePageContent } from '@shared/content/use-page-content';
import { useLanguage } from '@shared/language/language-context';
import { SafeHtml } from '@shared/ui/safe-html';
import { SocialIcon } from '@shared/ui/social-icon';
import { classifyLink } from '@shared/link-kind';
import { withLanguage } from '@shared/paths';
import { readKey } from '@shared/api/read-query';

export function SiteFooter() {
  const { lang, t } = useLanguage();
  const { data: page } = usePageContent(lang, 'footer');
  // A failed social list is silent: the footer simply shows no icons.
  const { data: social = [] } = useQuery({
    queryKey: readKey('socialLinks', lang),
    queryFn: () => apiRead('socialLinks', lang).catch(() => []),
  });
  const links = componentsOf(page, 'footer').filter((c) => c.value === 'footer-link');
  const policy = componentOf(page, 'footer', 'footer-policy')?.text_with_ckeditor;
  return (
    // Room under the last line for the back-to-top button, which floats over the corner.
    <footer className="bg-brand text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-10 pb-24">
        <p className="text-xl font-bold">{componentOf(page, 'footer', 'footer-title')?.text}</p>
        <nav aria-label={t.footerLinks}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.id}>{renderLink(link.link ?? '/', link.text ?? '', lang)}</li>
            ))}
          </ul>
        </nav>
        <ul aria-label={t.socialLinks} className="flex flex-wrap gap-4">
          {social.map((item) => (
            <li key={item.name}>
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={item.name}
                className="block rounded-full p-2 hover:bg-white/10"
              >
                <SocialIcon name={item.name} />
              </a>
            </li>
          ))}
        </ul>
        <SafeHtml html={policy} className="text-sm [&_a]:underline" />
        <p className="text-sm text-slate-300">
          {componentOf(page, 'footer', 'footer-rules')?.text}
        </p>
      </div>
    </footer>
  );
}

function renderLink(url: string, text: string, lang: string) {
  const link = classifyLink(url);
  switch (link.kind) {
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
          {text}
        </a>
      );
    case 'hash':
      return (
        <Link to={`${withLanguage(lang, '/')}#${link.hash}`} className="hover:underline">
          {text}
        </Link>
      );
    case 'path-with-hash':
      return (
        <Link to={`${withLanguage(lang, link.path)}#${link.hash}`} className="hover:underline">
          {text}
        </Link>
      );
    default:
      return (
        <Link to={withLanguage(lang, link.path)} className="hover:underline">
          {text}
        </Link>
      );
  }
}
