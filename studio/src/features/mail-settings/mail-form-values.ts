// The mail settings as the form holds them (address lists as lines of text, the password
// write-only) and back as the contract's body, checked with the contract's schema; a broken
// rule is put on the field that shows it (a list's address on its list, a form's on its form).
import type { FieldErrors, Resolver } from 'react-hook-form';
import { mailSettingsBody } from '@contract/studio/mail-settings';
import type { MailSettings, MailSettingsBody } from '@contract/studio/mail-settings';
import { StudioApiError, isStudioApiError } from '@studio/shared/api/studio-api-error';

export interface MailFormValues {
  host: string;
  port: number;
  tls: MailSettings['tls'];
  user: string;
  /** Empty keeps the one saved, unless `clearPassword`. */
  password: string;
  clearPassword: boolean;
  from: string;
  contactRecipients: string;
  formRecipients: Record<string, string>;
  acknowledge: boolean;
}

const lines = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

export function formValuesOf(settings: MailSettings, formIds: number[]): MailFormValues {
  return {
    host: settings.host,
    port: settings.port,
    tls: settings.tls,
    user: settings.user,
    password: '',
    clearPassword: false,
    from: settings.from,
    contactRecipients: settings.contactRecipients.join('\n'),
    formRecipients: Object.fromEntries(
      formIds.map((id) => [String(id), (settings.formRecipients[id] ?? []).join('\n')]),
    ),
    acknowledge: settings.acknowledge,
  };
}

function bodyOf(values: MailFormValues): unknown {
  const { password, clearPassword, contactRecipients, formRecipients, ...rest } = values;
  const lists = Object.entries(formRecipients)
    .map(([id, text]) => [id, lines(text)] as const)
    .filter(([, list]) => list.length > 0);
  return {
    ...rest,
    contactRecipients: lines(contactRecipients),
    formRecipients: Object.fromEntries(lists),
    ...(clearPassword ? { password: '' } : password ? { password } : {}),
  };
}

/** The form field a rule's path (the contract's or the service's) belongs to. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  return first === 'formRecipients' && second ? `formRecipients.${second}` : (first ?? '');
}

export const mailResolver: Resolver<MailFormValues, unknown, MailSettingsBody> = (values) => {
  const parsed = mailSettingsBody.safeParse(bodyOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  const forms: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [field, form] = fieldOf(issue.path).split('.');
    const error = { type: issue.code, message: issue.message };
    if (form) forms[form] ??= error;
    else errors[field!] ??= error;
  }
  if (Object.keys(forms).length > 0) errors.formRecipients ??= forms;
  return { values: {}, errors: errors as FieldErrors<MailFormValues> };
};

/** The service's refusal with its fields named as the form names them. */
export function onFormFields(error: unknown): unknown {
  if (!isStudioApiError(error)) return error;
  const fields: Record<string, string[]> = {};
  for (const [key, rules] of Object.entries(error.fields))
    fields[fieldOf(key.split('.'))] ??= rules;
  return new StudioApiError(error.status, error.detail, fields, error.retryAfterSeconds);
}
