// Shows a refused form submission where it belongs: each broken rule on its field (the
// service names the same rules as the contract, and a few of its own such as
// wrongPassword), anything else as a notice.
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notify } from '@studio/shared/ui/notify';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { refusalMessage } from './refusal-message';

export function useRefusalHandler<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
) {
  const { t } = useLocale();
  return useCallback(
    (error: unknown) => {
      const onFields = isStudioApiError(error)
        ? fieldNames.filter((name) => error.fields[name]?.length)
        : [];
      onFields.forEach((name, index) => {
        const rule = isStudioApiError(error) ? error.fields[name]?.[0] : undefined;
        setError(name, { type: 'server', message: rule }, { shouldFocus: index === 0 });
      });
      if (onFields.length === 0) notify('error', refusalMessage(t, error));
    },
    [setError, fieldNames, t],
  );
}
