// Where the site finds the content service: configured at build time (VITE_API_BASE), else
// the service's own prefix on the site's origin.
import { API_PREFIX } from '@contract/api-routes';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? API_PREFIX;
