// A video starts with preload="none", so a page costs no video data, and no media player
// in the browser, until the video is on screen: a version hidden at the visitor's width
// (display: none) never intersects, so a phone never fetches the wide screens' video.
// Its poster (data-poster) is set at the same moment, for the same reason. Without script
// the video still plays from its controls.
import { whenReached } from './when-reached';

/** How far below the screen a video starts fetching its first frame. */
const AHEAD = '200px';

/** Fetches the video's first frame once it nears the screen; returns the clean-up. */
export function loadVideoWhenShown(video: HTMLVideoElement): () => void {
  return whenReached(video, AHEAD, () => {
    if (video.dataset.poster) video.poster = video.dataset.poster;
    video.preload = 'metadata';
    // A video suspended at preload="none" only reads its new preload on a fresh load.
    video.load();
  });
}
