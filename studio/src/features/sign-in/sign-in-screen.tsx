// Sign-in: e-mail and password, then back to the address the visitor first asked for. A
// refusal is one message for both fields: it never says which of them was wrong.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router-dom';
import { signInBody } from '@contract/studio/accounts';
import { useSession } from '@studio/shared/api/session-query';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { EmailField, PasswordField } from '@studio/shared/forms/account-fields';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import type { SignInState } from '@studio/shared/paths';
import { Screen } from '@studio/shared/ui/screen';
import { useSignIn } from './api/sign-in';

export function SignInScreen() {
  const { t } = useLocale();
  const location = useLocation();
  const session = useSession();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(signInBody),
    defaultValues: { email: '', password: '' },
  });

  if (session.data) {
    const from = (location.state as SignInState | null)?.from;
    return <Navigate to={from ?? paths.home} replace />;
  }
  const submit = form.handleSubmit((values) => signIn.mutate(values));

  return (
    <Screen title={t.signIn.title}>
      <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
        {signIn.isError && (
          <p role="alert" className="rounded border border-danger p-3 font-bold text-danger">
            {refusalMessage(t, signIn.error)}
          </p>
        )}
        <EmailField form={form} name="email" autoComplete="username" />
        <PasswordField form={form} name="password" label={t.fields.password} purpose="current" />
        <SubmitButton busy={signIn.isPending}>{t.signIn.submit}</SubmitButton>
      </form>
    </Screen>
  );
}
