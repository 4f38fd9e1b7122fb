// False while a page is hydrated (and on the service), true from the browser's first idle
// moment after it: for work the page does not need in order to answer the visitor, so it
// does not lengthen the tasks in which the page comes to life.
import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
