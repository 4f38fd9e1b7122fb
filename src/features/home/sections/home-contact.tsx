// The contact section (anchor #contact): the company's phone, email and address, and the
// contact form, whose code loads as the visitor comes near.
import type { PageSection } from '@contract/pages';
import { useCompany } from '@shared/content/use-company';
import { formatDigits } from '@shared/format/format-date';
import { useLanguage } from '@shared/language/language-context';
import { IsolatedText } from '@shared/ui/isolated-text';
import { ContactForm } from '../contact/contact-form';
import { SectionHeading } from './section-heading';

export function HomeContact({ section }: { section: PageSection }) {
  const { lang } = useLanguage();
  const { data: company } = useCompany(lang);
  const find = (value: string) => section.components.find((c) => c.value === value);
  return (
    <section id="contact" className="scroll-mt-24 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading
          hint={find('home-contact-hint')?.text}
          title={find('home-contact-title')?.text}
        />
        <p className="mb-8 text-center text-slate-700">{find('home-contact-description')?.text}</p>
        {company && (
          <address className="grid gap-4 text-center not-italic md:grid-cols-3">
            <a
              href={`tel:${company.phone_number}`}
              dir="ltr"
              className="rounded-xl bg-slate-50 p-4 font-semibold"
            >
              {formatDigits(company.phone_number, lang)}
            </a>
            <a
              href={`mailto:${company.email}`}
              dir="ltr"
              className="rounded-xl bg-slate-50 p-4 font-semibold"
            >
              {company.email}
            </a>
            <p className="rounded-xl bg-slate-50 p-4">
              <IsolatedText text={company.address} />
            </p>
          </address>
        )}
        <ContactForm />
      </div>
    </section>
  );
}
