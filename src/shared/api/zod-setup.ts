// zod would otherwise probe `new Function` to speed up parsing, which the site's content
// security policy (no eval) reports on every page. Imported before any schema is built.
import { z } from 'zod';

z.config({ jitless: true });
