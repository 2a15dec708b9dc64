// Makes the gallery trailers of seed/gallery.ts with ffmpeg: `npm run sandbox:videos` (needs ffmpeg on the PATH,
// e.g. `apt-get install ffmpeg`). The files it writes under sandbox/files/videos/ are committed, so nothing is made
// at build or run time and nobody else needs ffmpeg; run it again only after changing a trailer in the seed.
//
// Each trailer is a few seconds of the game's cover colours turning, its title and a moving bar, 640×360 at 24
// frames per second, H.264 (main profile, yuv420p, no sound), one key frame a second so that seeking and 2 s HLS
// segments cut cleanly. MP4s carry their index first (faststart) so a browser can play while it downloads. HLS is
// the same encode split into MPEG-TS segments with a VOD playlist. A poster (JPEG, frame at 1 s) goes beside each.
// Nothing is left to chance (the gradient's start is seeded per game), so the same ffmpeg makes the same bytes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGame } from '../seed/catalog';
import { galleryVideos, type SeedGalleryVideo } from '../seed/gallery';

const VIDEOS = fileURLToPath(new URL('./videos/', import.meta.url));
const FONT = fileURLToPath(new URL('../../node_modules/vazirmatn/fonts/ttf/Vazirmatn-ExtraBold.ttf', import.meta.url));
/** What a trailer may weigh at most (under 300 kB each). */
const MAX_BYTES = 300 * 1024;

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** ffmpeg's filter-option escaping for a path or colour: backslash, colon and quote. */
const escapeOption = (value: string) => value.replace(/[\\:']/g, (char) => `\\${char}`);

/** The gradient's own random start, fixed per game so that a run makes the same bytes as the last one. */
const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.codePointAt(0)!) % 2 ** 31, 7);

function encode(
  title: string,
  colors: [string, string],
  video: SeedGalleryVideo,
  output: string,
  scratch: string,
): void {
  const titleFile = path.join(scratch, 'title.txt');
  fs.writeFileSync(titleFile, title);
  const fontSize = Math.max(26, Math.min(56, Math.floor(560 / (title.length * 0.58))));
  const filters = [
    `drawbox=x='mod(t*150,iw+120)-120':y=ih*0.72:w=120:h=18:color=white@0.35:t=fill`,
    `drawtext=fontfile='${escapeOption(FONT)}':textfile='${escapeOption(titleFile)}':fontcolor=white:fontsize=${fontSize}` +
      `:x=(w-text_w)/2:y=(h-text_h)/2-20+8*sin(2*PI*t/2.5):shadowcolor=black@0.45:shadowx=2:shadowy=2`,
    `drawtext=fontfile='${escapeOption(FONT)}':text='GAMINO':fontcolor=white@0.7:fontsize=18:x=24:y=h-44`,
  ].join(',');
  const [from, to] = colors;
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:c0=${from}:c1=${to}:speed=0.03:r=24:d=${video.seconds}:seed=${seedOf(title)}`,
    '-vf',
    filters,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '24',
    '-an',
    '-movflags',
    '+faststart',
    '-fflags',
    '+bitexact',
    '-map_metadata',
    '-1',
    output,
  ]);
}

function makeTrailer(slug: string, video: SeedGalleryVideo): void {
  const game = findGame(slug);
  if (!game) throw new Error(`seed/gallery.ts names ${slug}, which seed/catalog.ts does not have`);
  const folder = path.join(VIDEOS, slug);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-trailer-'));
  try {
    const mp4 = video.format === 'mp4' ? path.join(folder, 'trailer.mp4') : path.join(scratch, 'trailer.mp4');
    encode(game.name, game.coverColors, video, mp4, scratch);
    ffmpeg(['-ss', '1', '-i', mp4, '-frames:v', '1', '-q:v', '4', path.join(folder, 'poster.jpg')]);
    if (video.format === 'hls') {
      fs.mkdirSync(path.join(folder, 'hls'));
      ffmpeg([
        '-i',
        mp4,
        '-c',
        'copy',
        '-f',
        'hls',
        '-hls_time',
        '2',
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        path.join(folder, 'hls', 'segment-%d.ts'),
        path.join(folder, 'hls', 'index.m3u8'),
      ]);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const bytes = filesUnder(folder).reduce((sum, file) => sum + fs.statSync(file).size, 0);
  if (bytes > MAX_BYTES) throw new Error(`${slug}: ${bytes} bytes, over ${MAX_BYTES}`);
  console.log(`${slug}: ${video.format}, ${video.seconds} s, ${(bytes / 1024).toFixed(1)} kB with its poster`);
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

for (const { slug, video } of galleryVideos()) makeTrailer(slug, video);
