// zod for the studio (the build points every `import … from 'zod'` here): told before any
// schema is built not to probe `new Function`, which the service's content security policy
// (no eval) would report on every screen.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
