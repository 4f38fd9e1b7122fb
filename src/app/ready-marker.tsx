// Marks the document once the site answers input (the service's page hydrated, or the
// shell rendered): `<html data-ready>`. Until then a rendered page can be read but its
// buttons do nothing; the browser tests and the benchmarks wait for this mark.
import { useEffect } from 'react';

export function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
