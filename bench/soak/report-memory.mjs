// Loaded into the service by the soak run (`node --import`): sends its memory to the
// parent over IPC every half second, after a full collection when `--expose-gc` is on.
const timer = setInterval(() => {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
}, 500);
timer.unref();
