// A signed link to the post's page as visitors would see it with this language's draft.
import { useLocale } from '@studio/shared/i18n/locale-context';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { languageName } from '@studio/shared/translated-items/language-name';
import { notify } from '@studio/shared/ui/notify';
import { usePreviewPost } from './api/preview-post';

export function PreviewButton({
  id,
  lang,
  unsaved,
}: {
  id: number;
  lang: string;
  unsaved: boolean;
}) {
  const { t } = useLocale();
  const preview = usePreviewPost();
  const name = languageName(t, lang);
  return (
    <>
      <button
        type="button"
        className="button-quiet justify-self-start"
        disabled={unsaved || preview.isPending}
        onClick={() =>
          preview.mutate(
            { id, lang },
            { onError: (error) => notify('error', refusalMessage(t, error)) },
          )
        }
      >
        {t.editor.preview(name)}
      </button>
      {preview.data && preview.variables?.lang === lang && (
        <p>
          <a href={preview.data.address} target="_blank" rel="noopener noreferrer" className="link">
            {t.editor.openPreview(name)}
          </a>{' '}
          <span className="text-sm text-slate-700">{t.editor.previewLasts}</span>
        </p>
      )}
    </>
  );
}
