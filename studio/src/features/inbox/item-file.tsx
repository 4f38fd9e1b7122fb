// The CV through its signed, short-lived address: a link that opens the PDF in a tab of its
// own (the service answers it inline in a sandbox), never read by the studio's JSON client.
import type { InboxItem } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';

export function ItemFile({ file }: { file: NonNullable<InboxItem['file']> }) {
  const { t } = useLocale();
  return (
    <Section title={t.inboxItem.file}>
      <p>
        <a className="link" href={file.address} target="_blank" rel="noopener">
          {t.inboxItem.openCv} <span className="sr-only">{t.inboxItem.opensInTab}</span>
        </a>
      </p>
      <p className="text-sm">
        <bdi dir="auto">{t.inboxItem.fileSize(file.name, Math.ceil(file.bytes / 1024))}</bdi>
      </p>
    </Section>
  );
}
