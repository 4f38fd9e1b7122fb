// The first screen the studio ever shows: the owner's account, made through the address
// the service printed at start. The token is read once and taken out of the address bar.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@studio/shared/ui/notify';
import { setupBody } from '@contract/studio/accounts';
import type { StudioLanguage } from '@contract/studio/roles';
import { useSession } from '@studio/shared/api/session-query';
import {
  EmailField,
  NameField,
  PasswordField,
  StudioLanguageField,
} from '@studio/shared/forms/account-fields';
import { SubmitButton } from '@studio/shared/forms/submit-button';
import { useRefusalHandler } from '@studio/shared/forms/use-refusal-handler';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { useSetupState } from './api/get-setup-state';
import { useSetUp } from './api/set-up';
import { setupTokenFrom } from './setup-token';

const ownerForm = setupBody.omit({ token: true });
const FIELDS = ['email', 'name', 'password', 'language'] as const;

export function SetupScreen() {
  const { t } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => setupTokenFrom(location.hash));
  const state = useSetupState();
  const session = useSession();

  useEffect(() => {
    if (location.hash) navigate({ hash: '' }, { replace: true });
  }, [location.hash, navigate]);

  if (state.isPending) return <Loading />;
  if (session.data) return <Navigate to={paths.home} replace />;
  return (
    <Screen title={t.setup.title}>
      {state.data?.needed === false ? (
        <p>
          {t.setup.done}{' '}
          <Link className="link" to={paths.signIn}>
            {t.signIn.submit}
          </Link>
        </p>
      ) : token ? (
        <OwnerForm token={token} />
      ) : (
        <p role="alert">{t.setup.noToken}</p>
      )}
    </Screen>
  );
}

function OwnerForm({ token }: { token: string }) {
  const { t, language, chooseLanguage } = useLocale();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ownerForm),
    defaultValues: { email: '', name: '', password: '', language },
  });
  const setUp = useSetUp();
  const refused = useRefusalHandler(form.setError, FIELDS);
  const submit = form.handleSubmit((values) =>
    setUp.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          notify('success', t.setup.welcome);
          navigate(paths.home, { replace: true });
        },
        onError: refused,
      },
    ),
  );
  const languageField = form.register('language', {
    // The screen speaks the language being chosen.
    onChange: (event: { target: { value: StudioLanguage } }) => chooseLanguage(event.target.value),
  });

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
      <p>{t.setup.intro}</p>
      <NameField form={form} name="name" autoComplete="name" />
      <EmailField form={form} name="email" autoComplete="username" />
      <PasswordField form={form} name="password" label={t.fields.password} purpose="new" />
      <StudioLanguageField form={form} name="language" registration={languageField} />
      <SubmitButton busy={setUp.isPending}>{t.setup.submit}</SubmitButton>
    </form>
  );
}
