// The fields of an account that several screens ask for (setup, sign-in, the account's own
// page, a new account), each worded, typed and told to password managers the same way
// everywhere. E-mail addresses and passwords are written left to right in every language.
import { get } from 'react-hook-form';
import type {
  FieldError,
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { STUDIO_LANGUAGES } from '@contract/studio/roles';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface AccountFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
}

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) =>
  get(form.formState.errors, name) as FieldError | undefined;

export function NameField<T extends FieldValues>({
  form,
  name,
  autoComplete,
}: AccountFieldProps<T> & { autoComplete: 'name' | 'off' }) {
  const { t } = useLocale();
  return (
    <TextField
      label={t.fields.name}
      autoComplete={autoComplete}
      error={errorOf(form, name)}
      registration={form.register(name)}
    />
  );
}

/** `username` where it names the account signed in to, `email` for a new address, `off`
 * for someone else's. */
export function EmailField<T extends FieldValues>({
  form,
  name,
  autoComplete,
}: AccountFieldProps<T> & { autoComplete: 'username' | 'email' | 'off' }) {
  const { t } = useLocale();
  return (
    <TextField
      label={t.fields.email}
      type="email"
      autoComplete={autoComplete}
      dir="ltr"
      error={errorOf(form, name)}
      registration={form.register(name)}
    />
  );
}

/** A password being made gets the rule's hint; one asked for again gets the plain label. */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  label,
  purpose,
}: AccountFieldProps<T> & { label: string; purpose: 'current' | 'new' }) {
  const { t } = useLocale();
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={`${purpose}-password`}
      dir="ltr"
      hint={purpose === 'new' ? t.fields.passwordHint : undefined}
      error={errorOf(form, name)}
      registration={form.register(name)}
    />
  );
}

/** The studio's language, each named in itself; `registration` when choosing it does more. */
export function StudioLanguageField<T extends FieldValues>({
  form,
  name,
  registration,
}: AccountFieldProps<T> & { registration?: UseFormRegisterReturn }) {
  const { t } = useLocale();
  return (
    <SelectField
      label={t.fields.language}
      options={STUDIO_LANGUAGES.map((value) => ({
        value,
        label: t.languages[value],
        lang: value,
      }))}
      error={errorOf(form, name)}
      registration={registration ?? form.register(name)}
    />
  );
}
