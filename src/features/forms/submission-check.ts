// The check of an application's fields against its form's schema, with zod: loaded when
// the visitor starts on the form, not with the page.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { CustomForm } from '@contract/forms';
import { buildSubmissionSchema } from '@contract/forms';

export function submissionResolver(
  form: CustomForm,
  lang: string,
): Resolver<Record<string, string>> {
  return zodResolver(buildSubmissionSchema(form, lang)) as unknown as Resolver<
    Record<string, string>
  >;
}
