// A measuring script that is stopped (Ctrl-C, a CI's timeout) still stops what it started:
// the service it launched would keep its port, and the next run would measure that one.
export function stopOnSignal(stop: () => unknown): () => void {
  const handler = (signal: NodeJS.Signals) => {
    void Promise.resolve(stop()).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
