// How a gallery video gets its source, in the browser: an MP4 is the element's own src; an HLS playlist is too where
// the browser plays HLS itself (Safari, recent Chromium), and elsewhere goes through hls.js, whose chunk is fetched
// only here, when such a video is about to play. The light build: trailers need no subtitles, alternate audio or DRM.
import { isHlsAddress } from './gallery-items';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Gives `video` its source; the returned function lets go of it (hls.js's buffers and network). */
export async function attachSource(video: HTMLVideoElement, address: string): Promise<() => void> {
  if (!isHlsAddress(address) || video.canPlayType(HLS_TYPE) !== '') {
    video.src = address;
    return () => undefined;
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    // No Media Source Extensions either: the browser is left to try the playlist and show its own error.
    video.src = address;
    return () => undefined;
  }
  // No worker: the page's script policy admits only scripts it loaded itself, and these segments are small.
  const hls = new Hls({ enableWorker: false });
  hls.loadSource(address);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/** Whether a video may start by itself: not for a shopper who asked for less motion or for saving data. */
export function mayAutoplay(): boolean {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !reducedMotion && !saveData;
}
