// What a media item's file is: the spec's video rule (src/shared/ui/media-rules.ts), or a
// sound file for a podcast, told apart the same way, by the address's extension.
import { isVideo } from '@shared/ui/media-rules';

export type MediaFileKind = 'video' | 'audio' | 'none';

/** .ogg counts as video by the spec's rule; an Ogg podcast is named .oga or .opus. */
const AUDIO = /\.(mp3|m4a|aac|oga|opus|wav|flac)$/i;

export function mediaFileKind(url: string | null | undefined): MediaFileKind {
  if (!url) return 'none';
  if (isVideo(url)) return 'video';
  return AUDIO.test(url.split(/[?#]/)[0] ?? '') ? 'audio' : 'none';
}
