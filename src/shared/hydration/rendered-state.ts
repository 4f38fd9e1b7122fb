/** Where the service puts the answers a rendered page was built from (src/main.tsx). */
export const RENDERED_STATE_ID = 'rendered-state';
