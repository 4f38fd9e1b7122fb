// The address every language of the page shares: the rule on the field, the addresses
// visitors will read as it is typed, where visitors reach the page now, and the former
// addresses that still send them here. Saved on its own, against the version on screen.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PAGE_PATH_PATTERN, pageShared } from '@contract/studio/custom-pages';
import type { PageEditor } from '@contract/studio/custom-pages';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { TextField } from '@studio/shared/forms/text-field';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { readableAddress } from '@studio/shared/ui/readable-address';
import { Section } from '@studio/shared/ui/section';
import { useSavePageAddress } from './api/save-page-address';
import { pageAddress } from './page-address';
import { VisitorAddresses } from './visitor-addresses';

const FIELDS = ['path'] as const;

interface AddressSectionProps {
  page: PageEditor;
  lang: string;
  /** Publishing's refusal of the address (another page took it meanwhile). */
  refusals: Record<string, string[]>;
}

export function AddressSection({ page, lang, refusals }: AddressSectionProps) {
  const { t } = useLocale();
  const formerId = useId();
  const save = useSavePageAddress();
  const form = useForm({ resolver: zodResolver(pageShared), values: { path: page.shared.path } });
  const typed = useWatch({ control: form.control, name: 'path' }).trim();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const error = form.formState.errors.path ?? refusalOf(refusals.path?.[0]);
  const submit = form.handleSubmit(({ path }) =>
    save.mutate(
      { id: page.id, lang, version: page.version, path },
      { onSuccess: () => notify('success', t.pages.addressSaved), onError: refused },
    ),
  );
  const shown = PAGE_PATH_PATTERN.test(typed) ? typed : page.shared.path;
  const source = page.sourceLanguage;

  return (
    <Section title={t.pages.address}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={t.pages.fields.path}
          dir="auto"
          hint={t.pages.pathHint}
          error={error}
          registration={form.register('path')}
        />
        <div className="grid gap-1">
          <p>{page.publishedPath ? t.pages.addressesOnPublish : t.pages.addressesWillBe}</p>
          <VisitorAddresses path={shown} languages={Object.keys(page.languages)} />
        </div>
        <SubmitButton busy={save.isPending}>{t.pages.saveAddress}</SubmitButton>
      </form>
      {page.publishedPath !== null && (
        <p>
          {t.pages.visitorsNow}{' '}
          <span dir="ltr" className="break-all">
            {readableAddress(pageAddress(source, page.publishedPath))}
          </span>
        </p>
      )}
      <div className="grid gap-1">
        <h3 id={formerId} className="font-bold">
          {t.pages.formerAddresses}
        </h3>
        {page.formerPaths.length === 0 ? (
          <p>{t.pages.noFormerAddresses}</p>
        ) : (
          <ul aria-labelledby={formerId} className="grid gap-1">
            {page.formerPaths.map((former) => (
              <li key={former} dir="ltr" className="break-all text-start">
                {readableAddress(pageAddress(source, former))}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

const refusalOf = (rule: string | undefined) =>
  rule ? { type: 'server', message: rule } : undefined;
