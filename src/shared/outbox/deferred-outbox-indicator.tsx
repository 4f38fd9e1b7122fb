// The header's outbox button, loaded only when there is an outbox to show: at once when
// this browser has one (see outbox-exists.ts), or as soon as a submission is queued here
// or in another tab. Until then it renders nothing, as the indicator does for an empty
// outbox, so the service's HTML and the first render agree.
import { Suspense, lazy, useEffect, useState } from 'react';
import { listen } from './outbox-channel';
import { outboxExists } from './outbox-exists';

const OutboxIndicator = lazy(() =>
  import('./outbox-indicator').then((module) => ({ default: module.OutboxIndicator })),
);

export function DeferredOutboxIndicator() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    let active = true;
    void outboxExists().then((exists) => {
      if (active && exists) setWanted(true);
    });
    const stop = listen(() => setWanted(true));
    return () => {
      active = false;
      stop();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OutboxIndicator />
    </Suspense>
  );
}
