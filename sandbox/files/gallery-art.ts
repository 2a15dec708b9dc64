// The gallery's screenshots (seed/gallery.ts): a 16:9 scene in the game's cover colours, one of eight kinds by the
// picture's number, with a game's heads-up display over it and the scene's Persian caption. Drawn on a 1280×720
// canvas; the thumbnail is the same drawing at 480×270. Pure and deterministic: the same game and number give the
// same bytes.
import { escapeXml, gradient } from './svg';

const WIDTH = 1280;
const HEIGHT = 720;
const FONT = 'Vazirmatn, Tahoma, sans-serif';

export const GALLERY_SIZES = { full: [1280, 720], thumbnail: [480, 270] } as const;

/** A small seeded generator (FNV-1a, then xorshift): stable shapes per game and picture. */
function seeded(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.codePointAt(0)!, 16777619) >>> 0;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

const round = (value: number) => Math.round(value);

function mountains(random: () => number): string {
  let body = `<circle cx="${round(200 + random() * 880)}" cy="200" r="70" fill="#fff4d6" opacity="0.85"/>`;
  for (const [layer, shade] of [
    [0, 0.25],
    [1, 0.45],
    [2, 0.7],
  ] as const) {
    const base = 420 + layer * 90;
    let points = `0,${HEIGHT} 0,${base}`;
    for (let x = 0; x <= WIDTH; x += 160)
      points += ` ${x},${round(base - 60 - random() * 160)} ${x + 80},${round(base - random() * 40)}`;
    body += `<polygon points="${points} ${WIDTH},${HEIGHT}" fill="#000000" opacity="${shade}"/>`;
  }
  return body;
}

function battle(random: () => number): string {
  let body = `<rect y="520" width="${WIDTH}" height="200" fill="#000000" opacity="0.45"/>`;
  for (const x of [420, 860]) {
    body +=
      `<rect x="${x - 40}" y="340" width="80" height="180" rx="30" fill="#000000" opacity="0.75"/>` +
      `<circle cx="${x}" cy="310" r="42" fill="#000000" opacity="0.75"/>`;
  }
  body += `<path d="M520 260 Q640 ${round(120 + random() * 80)} 760 260" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8"/>`;
  for (let spark = 0; spark < 14; spark++) {
    body += `<circle cx="${round(560 + random() * 160)}" cy="${round(200 + random() * 160)}" r="${round(3 + random() * 6)}" fill="#ffe08a"/>`;
  }
  return body;
}

function nightCity(random: () => number): string {
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#050816" opacity="0.55"/><circle cx="1040" cy="140" r="56" fill="#f8f4e3"/>`;
  for (let x = 0; x < WIDTH; x += 90) {
    const height = round(180 + random() * 320);
    body += `<rect x="${x}" y="${HEIGHT - height}" width="80" height="${height}" fill="#0b0f1f"/>`;
    for (let y = HEIGHT - height + 20; y < HEIGHT - 20; y += 40) {
      for (const column of [14, 46]) {
        if (random() > 0.55)
          body += `<rect x="${x + column}" y="${y}" width="18" height="16" fill="#ffd166" opacity="0.85"/>`;
      }
    }
  }
  return body;
}

function forest(random: () => number): string {
  let body = `<path d="M560 ${HEIGHT} L620 420 L660 420 L720 ${HEIGHT} Z" fill="#e9d8a6" opacity="0.6"/>`;
  for (let tree = 0; tree < 22; tree++) {
    const x = round(random() * WIDTH);
    if (x > 520 && x < 760) continue;
    const size = round(80 + random() * 140);
    const foot = round(480 + random() * 220);
    body += `<polygon points="${x},${foot - size * 2} ${x - size / 2},${foot} ${x + size / 2},${foot}" fill="#0b3d20" opacity="${(0.6 + random() * 0.35).toFixed(2)}"/>`;
  }
  return body;
}

function sea(random: () => number): string {
  let body = `<circle cx="${round(300 + random() * 680)}" cy="330" r="90" fill="#ffd6a5" opacity="0.9"/><rect y="380" width="${WIDTH}" height="340" fill="#023e8a" opacity="0.7"/>`;
  for (let y = 420; y < HEIGHT; y += 50) {
    const shift = round(random() * 80);
    body += `<path d="M${-shift} ${y} q40 -18 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#caf0f8" stroke-width="4" fill="none" opacity="0.5"/>`;
  }
  return body;
}

function desert(random: () => number): string {
  let body = `<circle cx="${round(200 + random() * 880)}" cy="170" r="80" fill="#fff3b0"/>`;
  for (const [layer, color] of [
    [0, '#e9c46a'],
    [1, '#f4a261'],
    [2, '#e76f51'],
  ] as const) {
    const y = 430 + layer * 90;
    body += `<path d="M0 ${y} Q${round(200 + random() * 400)} ${y - 120} ${WIDTH / 2} ${y} T${WIDTH} ${y} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${color}" opacity="0.85"/>`;
  }
  return body;
}

function interior(random: () => number): string {
  let body = '';
  for (let step = 0; step < 6; step++) {
    const inset = step * 90;
    body += `<rect x="${inset * 1.6}" y="${inset * 0.9}" width="${WIDTH - inset * 3.2}" height="${HEIGHT - inset * 1.8}" fill="none" stroke="#ffffff" stroke-width="6" opacity="${(0.12 + step * 0.1).toFixed(2)}"/>`;
  }
  return (
    body +
    `<rect x="600" y="300" width="80" height="120" fill="#ffe8a3" opacity="${(0.6 + random() * 0.3).toFixed(2)}"/>`
  );
}

function aerial(random: () => number): string {
  let body = '';
  for (let x = 40; x < WIDTH; x += 150) {
    for (let y = 40; y < HEIGHT; y += 150) {
      body += `<rect x="${x}" y="${y}" width="110" height="110" rx="8" fill="#000000" opacity="${(0.15 + random() * 0.35).toFixed(2)}"/>`;
    }
  }
  return (
    body +
    `<path d="M0 ${round(200 + random() * 300)} C400 100 800 700 ${WIDTH} 300" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.5"/>`
  );
}

const SCENES = [mountains, battle, nightCity, forest, sea, desert, interior, aerial];

/** The heads-up display: health and energy bars, a minimap, the game's title and the scene's caption. */
function hud(title: string, caption: string): string {
  return (
    `<rect x="40" y="40" width="320" height="22" rx="11" fill="#000000" opacity="0.45"/>` +
    `<rect x="44" y="44" width="230" height="14" rx="7" fill="#ef476f"/>` +
    `<rect x="40" y="74" width="240" height="14" rx="7" fill="#000000" opacity="0.45"/>` +
    `<rect x="43" y="77" width="150" height="8" rx="4" fill="#06d6a0"/>` +
    `<circle cx="1170" cy="110" r="70" fill="#000000" opacity="0.35" stroke="#ffffff" stroke-width="4"/>` +
    `<polygon points="1170,88 1158,124 1170,116 1182,124" fill="#ffffff"/>` +
    `<rect x="0" y="620" width="${WIDTH}" height="100" fill="#000000" opacity="0.45"/>` +
    `<text x="40" y="682" font-family="${FONT}" font-size="34" font-weight="800" fill="#ffffff">${escapeXml(title)}</text>` +
    `<text x="1240" y="682" text-anchor="start" direction="rtl" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>`
  );
}

/** Screenshot `number` (from 1) of a game, drawn at `size`. */
export function galleryShot(
  game: { slug: string; name: string; coverColors: [string, string] },
  number: number,
  caption: string,
  [width, height]: readonly [number, number],
): string {
  const random = seeded(`${game.slug}#${number}`);
  const scene = SCENES[(number - 1) % SCENES.length](random);
  const label = `${game.name}: ${caption}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title><defs>${gradient('sky', game.coverColors, true)}</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${scene}${hud(game.name, caption)}</svg>`
  );
}
