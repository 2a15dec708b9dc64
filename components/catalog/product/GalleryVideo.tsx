'use client';
// A gallery video, inline with the browser's own controls. It starts by itself, muted, while at least 60% of it is
// on screen, and pauses when scrolled away, unless the shopper asked for less motion or for saving data, or has
// taken over (played, paused or unmuted it by hand). Until it first plays, a play button over the poster starts it:
// an HLS video has no source before then (video-source.ts), so the browser's controls could not. They come only
// once it plays: hidden under the poster they were still built, styled and painted with the page's first frame
// (a quarter of a second on a 4× slower CPU, docs/performance.md), and reachable by Tab behind it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { durationLabel, isHlsAddress } from './gallery-items';
import { GalleryThumbnail } from './GalleryThumbnail';
import { attachSource, mayAutoplay } from './video-source';

/** How much of the video is on screen when it starts by itself. */
export const VISIBLE_TO_PLAY = 0.6;

/**
 * `poster`: the address of the picture shown until the video first plays, drawn as a lazy picture through the
 * image optimizer. The video's own poster attribute would fetch the full-size file as the page loads, wherever the
 * strip is.
 */
export type GalleryVideoProps = { src: string; poster: string | null; title: string; duration: number | null };

export function GalleryVideo({ src, poster, title, duration }: GalleryVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const source = useRef<Promise<() => void> | null>(null);
  const visible = useRef(false);
  const tookOver = useRef(false);
  const pausing = useRef(false);
  const [started, setStarted] = useState(false);
  const hls = isHlsAddress(src);

  // An MP4 has its src in the markup (with preload="none" nothing loads before playing); HLS gets one here.
  const ensureSource = useCallback(
    (video: HTMLVideoElement) => {
      if (!hls) return Promise.resolve();
      source.current ??= attachSource(video, src);
      return source.current;
    },
    [hls, src],
  );

  useEffect(
    () => () => {
      void source.current?.then((release) => release());
      source.current = null;
    },
    [],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined' || !mayAutoplay()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        visible.current = entry.intersectionRatio >= VISIBLE_TO_PLAY;
        if (tookOver.current) return;
        if (visible.current) {
          video.muted = true;
          void ensureSource(video).then(() => {
            if (visible.current && !tookOver.current) video.play().catch(() => undefined);
          });
        } else if (!video.paused) {
          pausing.current = true;
          video.pause();
        }
      },
      { threshold: [0, VISIBLE_TO_PLAY] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ensureSource]);

  const playByHand = async () => {
    const video = videoRef.current;
    if (!video) return;
    tookOver.current = true;
    video.muted = false;
    await ensureSource(video);
    // Sound needs the tap to count as the shopper's; if the browser says no, it plays muted.
    await video.play().catch(() => {
      video.muted = true;
      return video.play().catch(() => undefined);
    });
  };

  return (
    <div className="light-palette relative aspect-video w-72 overflow-hidden rounded-xl bg-slate-900">
      <video
        ref={videoRef}
        src={hls ? undefined : src}
        aria-label={title}
        width={288}
        height={162}
        controls={started}
        playsInline
        loop
        preload="none"
        className="size-full object-cover"
        onPlay={() => setStarted(true)}
        onPause={() => {
          if (!pausing.current) tookOver.current = true;
          pausing.current = false;
        }}
        onVolumeChange={(event) => {
          if (!event.currentTarget.muted) tookOver.current = true;
        }}
      />
      {started ? null : (
        <>
          {poster ? <GalleryThumbnail src={poster} alt="" className="absolute inset-0 size-full object-cover" /> : null}
          <button
            type="button"
            onClick={playByHand}
            aria-label={`پخش ${title}`}
            className="absolute inset-0 m-auto grid size-14 place-items-center rounded-full bg-slate-950/70 text-white hover:bg-slate-950/85"
          >
            <Icon size={28} fill="currentColor" stroke="none">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
            </Icon>
          </button>
          {duration ? (
            <span className="pointer-events-none absolute start-2 top-2 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-xs font-medium text-white">
              <span className="sr-only">مدت ویدیو </span>
              {durationLabel(duration)}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
