// Every answer under its question, in the submission's language and direction: a form's
// questions as the form asked them then; a contact message's fields worded by the studio.
import type { InboxItem } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import { textDirection } from './text-direction';

export function ItemAnswers({ item }: { item: InboxItem }) {
  const { t, language } = useLocale();
  const dir = textDirection(item.lang);
  const worded = item.box === 'messages';
  return (
    <Section title={t.inboxItem.answers}>
      <dl className="grid gap-3" lang={item.lang} dir={dir}>
        {item.answers.map((answer) => (
          <div key={answer.name} className="grid gap-1">
            <dt
              className="font-bold"
              {...(worded && { lang: language, dir: language === 'fa' ? 'rtl' : 'ltr' })}
            >
              {worded ? (t.inboxItem.messageFields[answer.name] ?? answer.name) : answer.label}
            </dt>
            <dd
              className="whitespace-pre-wrap"
              dir={answer.name.includes('email') ? 'ltr' : 'auto'}
            >
              {answer.value || t.inboxItem.none}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
