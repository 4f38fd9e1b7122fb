// The installable app in each language: its own manifest (name, description, language,
// direction, start address and id), written at build time to /manifest.webmanifest (fa),
// /en/manifest.webmanifest and /ar/manifest.webmanifest; each page's head links its
// language's. Icons, colours and screenshots are shared.
import type { ManifestOptions } from 'vite-plugin-pwa';
// Relative paths, not the aliases: vite.config.ts reads this module before aliases apply.
import { withLanguage } from '../../../contract/site-addresses';
import { directionOf } from '../../../contract/site-languages';
import type { SiteLanguage } from '../../../contract/site-languages';

export const manifestPath = (lang: string) => withLanguage(lang, '/manifest.webmanifest');

const shared = {
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0b2545',
  background_color: '#f8fafc',
  categories: ['travel', 'news'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

function screenshots(label: string): ManifestOptions['screenshots'] {
  return [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '750x1334',
      type: 'image/png',
      form_factor: 'narrow',
      label,
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label,
    },
  ];
}

/** What the app is called in each of the site's languages (contract/site-languages.ts). */
interface LanguageApp {
  name: string;
  short_name: string;
  description: string;
  screenshot: string;
}

const APPS: Record<SiteLanguage, LanguageApp> = {
  fa: {
    name: 'هواپیمایی پرواز',
    short_name: 'پرواز',
    description:
      'وب‌سایت رسمی هواپیمایی پرواز؛ اخبار، خدمات، رسانه و فرصت‌های شغلی، حتی بدون اینترنت.',
    screenshot: 'صفحه‌ی اصلی پرواز',
  },
  en: {
    name: 'Parvaz Airlines',
    short_name: 'Parvaz',
    description:
      'The official Parvaz Airlines website: news, services, media and careers, even offline.',
    screenshot: 'The Parvaz home page',
  },
  ar: {
    name: 'طيران برواز',
    short_name: 'برواز',
    description: 'الموقع الرسمي لطيران برواز: الأخبار والخدمات والوسائط والوظائف، حتى دون اتصال.',
    screenshot: 'الصفحة الرئيسية لبرواز',
  },
};

/** Each language's manifest, by its address. */
export function webManifests(): Record<string, Partial<ManifestOptions>> {
  return Object.fromEntries(
    (Object.entries(APPS) as [SiteLanguage, LanguageApp][]).map(([lang, app]) => {
      const start = withLanguage(lang, '/');
      const manifest: Partial<ManifestOptions> = {
        id: start,
        name: app.name,
        short_name: app.short_name,
        description: app.description,
        lang,
        dir: directionOf(lang),
        start_url: start,
        scope: start,
        ...shared,
        screenshots: screenshots(app.screenshot),
      };
      return [manifestPath(lang), manifest];
    }),
  );
}
