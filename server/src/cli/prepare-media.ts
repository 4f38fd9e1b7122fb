// Renders the demo media into the configured media store, MEDIA_DIR or the S3 media bucket
// (used by main.ts in a child process, so the memory the image library takes is given back
// when it is done).
import { loadConfig } from '../config';
import { prepareDemoMedia } from '../content/prepare-media';
import { openStores } from '../storage/open-storage';

const config = loadConfig();
const stores = openStores(config);
await prepareDemoMedia(stores.media, config.contentDir);
stores.close();
