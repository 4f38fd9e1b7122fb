// The follow-us icons from the keyed social links; networks without an address are left
// out, and a failed request shows nothing.
import { useQuery } from '@tanstack/react-query';
import { SOCIAL_KEYS } from '@contract/social-keys';
import { useLanguage } from '@shared/language/language-context';
import { SocialIcon } from '@shared/ui/social-icon';
import { followUsQuery } from '../api/blog-queries';
import { SidebarSection } from './sidebar-section';

const NETWORK_NAMES: Record<(typeof SOCIAL_KEYS)[number], string> = {
  whatsapp: 'WhatsApp',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  telegram: 'Telegram',
};

export function FollowUs({ title }: { title: string }) {
  const { lang } = useLanguage();
  const { data } = useQuery(followUsQuery(lang));
  const links = SOCIAL_KEYS.flatMap((key) => {
    const url = data?.[key]?.url;
    return url ? [{ key, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <SidebarSection title={title}>
      <ul className="flex flex-wrap gap-3">
        {links.map(({ key, url }) => (
          <li key={key}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={NETWORK_NAMES[key]}
              className="grid size-11 place-items-center rounded-full bg-slate-100 text-brand hover:bg-slate-200"
            >
              <SocialIcon name={key} />
            </a>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
