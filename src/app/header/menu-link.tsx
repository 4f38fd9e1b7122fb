// A menu entry's link: in-app for this site's paths (in the current language), a normal
// link for other sites.
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useLanguage } from '@shared/language/language-context';
import { classifyLink } from '@shared/link-kind';
import { withLanguage } from '@shared/paths';

export function MenuLink({
  url,
  className,
  children,
  onNavigate,
}: {
  url: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { lang } = useLanguage();
  const link = classifyLink(url);
  if (link.kind === 'external') {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const to =
    link.kind === 'hash'
      ? `${withLanguage(lang, '/')}#${link.hash}`
      : link.kind === 'path-with-hash'
        ? `${withLanguage(lang, link.path)}#${link.hash}`
        : withLanguage(lang, link.path);
  return (
    <Link to={to} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}
