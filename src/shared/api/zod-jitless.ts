// zod for the browser (the build points every `import … from 'zod'` here): the same
// library, told before any schema is built not to probe `new Function` to speed up
// parsing, which the site's content security policy (no eval) would report on every page
// that builds a schema.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
