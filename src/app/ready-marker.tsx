// Marks the document once the site answers input (the service's page hydrated, every part
// of it in its turn, or the shell rendered): `<html data-ready>`. Until then a rendered
// page can be read but its buttons do nothing; the browser tests and the benchmarks wait
// for this mark.
import { useEffect } from 'react';
import { allPartsAlive } from '@shared/hydration/in-turn';

export function ReadyMarker() {
  useEffect(() => {
    let mounted = true;
    void allPartsAlive().then(() => {
      if (mounted) document.documentElement.dataset.ready = '';
    });
    return () => {
      mounted = false;
    };
  }, []);
  return null;
}
