// Renders the demo media into the configured media folder (used by main.ts in a child
// process, so the memory the image library takes is given back when it is done).
import { loadConfig } from '../config';
import { prepareDemoMedia } from '../content/prepare-media';

await prepareDemoMedia(loadConfig().mediaDir);
