// The screens behind sign-in: without a session the visitor is sent to sign-in, which
// brings them back here afterwards.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@studio/shared/api/session-query';
import { paths } from '@studio/shared/paths';
import type { SignInState } from '@studio/shared/paths';
import { Loading } from '@studio/shared/ui/loading';
import { FailureScreen } from './failure-screen';

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (session.isError && session.data === undefined)
    return <FailureScreen retry={() => void session.refetch()} />;
  if (!session.data) {
    const state: SignInState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.signIn} state={state} replace />;
  }
  return <Outlet />;
}
