// Deleting an item (a post, a page), drafts and revisions with it: asked twice, and only
// once none of its languages is published (withdrawing first tells visitors' offline copies
// it is gone). The words name the item.
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import type { DeletableKind, ItemId, TranslatedItem } from './item-kind';

export interface DeleteWords {
  title: string;
  blocked: string;
  sure: string;
  forGood: string;
  keep: string;
  deleted: string;
  /** The refusal (409) when a language was published meanwhile. */
  published: string;
}

interface DeleteSectionProps<F extends string, E extends TranslatedItem<F>, I extends ItemId> {
  kind: DeletableKind<F, E, I>;
  item: E;
  words: DeleteWords;
  /** Where the studio goes once the item is gone: its list. */
  listHref: string;
}

export function DeleteSection<F extends string, E extends TranslatedItem<F>, I extends ItemId>({
  kind,
  item,
  words,
  listHref,
}: DeleteSectionProps<F, E, I>) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const remove = useMutation({ mutationFn: kind.remove });
  const [asked, setAsked] = useState(false);
  const blockedId = useId();
  const published = Object.values(item.languages).some((language) => language.published);

  const confirm = () =>
    remove.mutate(
      { id: kind.idOf(item), version: item.version },
      {
        onSuccess: () => {
          notify('success', words.deleted);
          void navigate(listHref, { replace: true });
        },
        onError: (error) => {
          if (isStaleWriteError<E>(error)) kind.remember(error.current);
          setAsked(false);
          const published = isStudioApiError(error) && error.detail === 'published';
          notify('error', published ? words.published : refusalMessage(t, error));
        },
      },
    );

  return (
    <Section title={words.title}>
      {published && <p id={blockedId}>{words.blocked}</p>}
      {asked ? (
        <div role="group" aria-label={words.sure} className="grid gap-3">
          <p className="font-bold">{words.sure}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="button"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={confirm}
            >
              {words.forGood}
            </button>
            <button type="button" className="button-quiet" onClick={() => setAsked(false)}>
              {words.keep}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button-quiet justify-self-start"
          disabled={published}
          aria-describedby={published ? blockedId : undefined}
          onClick={() => setAsked(true)}
        >
          {words.title}
        </button>
      )}
    </Section>
  );
}
