// A signed link to the item's page as visitors would see it with this language's draft (a
// post, a custom page, a fixed page's texts), asked for once the draft is saved.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { previewLink } from '@contract/studio/posts';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { languageName } from './language-name';

export function PreviewButton({
  lang,
  unsaved,
  preview,
}: {
  lang: string;
  unsaved: boolean;
  /** The kind's call for the link. */
  preview(lang: string): Promise<z.infer<typeof previewLink>>;
}) {
  const { t } = useLocale();
  const link = useMutation({ mutationFn: preview });
  const name = languageName(t, lang);
  return (
    <>
      <button
        type="button"
        className="button-quiet justify-self-start"
        disabled={unsaved || link.isPending}
        onClick={() =>
          link.mutate(lang, { onError: (error) => notify('error', refusalMessage(t, error)) })
        }
      >
        {t.editor.preview(name)}
      </button>
      {link.data && link.variables === lang && (
        <p>
          <a href={link.data.address} target="_blank" rel="noopener noreferrer" className="link">
            {t.editor.openPreview(name)}
          </a>{' '}
          <span className="text-sm text-slate-700">{t.editor.previewLasts}</span>
        </p>
      )}
    </>
  );
}
