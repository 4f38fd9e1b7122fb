// What a screen shows when its read was refused or failed: "not allowed" for a 403, sign-in
// for a session that ended (the session guard takes over), otherwise a retry.
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { Loading } from '@studio/shared/ui/loading';
import { NotAllowed } from '@studio/shared/ui/not-allowed';
import { FailureScreen } from './failure-screen';
import { NotFoundScreen } from './not-found-screen';

export function RouteError() {
  const error = useRouteError();
  const { reset } = useQueryErrorResetBoundary();
  const revalidator = useRevalidator();
  if (isStudioApiError(error)) {
    if (error.status === 403) return <NotAllowed />;
    if (error.status === 404) return <NotFoundScreen />;
    // The session is already cleared (studio-call.ts); the guard sends to sign-in.
    if (error.status === 401) return <Loading />;
  }
  return (
    <FailureScreen
      retry={() => {
        reset();
        void revalidator.revalidate();
      }}
    />
  );
}
