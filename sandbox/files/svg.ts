// Our own SVG artwork for every image the sandbox hands out. Pure functions from data to markup:
// no external fonts or URLs, every piece of text escaped.

const FONT = 'Vazirmatn, Tahoma, sans-serif';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A colour as #rrggbb, or a neutral grey when the input is not one (colours come from seed data, but stay safe). */
function safeColor(color: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#555555';
}

/** Two stable colours derived from any text, for images without colours of their own. */
export function colorsFor(text: string): [string, string] {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const hue = hash % 360;
  return [hslToHex(hue, 62, 46), hslToHex((hue + 40) % 360, 70, 24)];
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

export function gradient(id: string, [from, to]: [string, string], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${safeColor(from)}"/><stop offset="1" stop-color="${safeColor(to)}"/></linearGradient>`
  );
}

/** Splits text into lines of at most `max` characters, breaking between words. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(lines: string[], x: number, firstY: number, size: number, attributes: string): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * size * 1.25}" font-family="${FONT}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** Product cover, 600×800: the game's original title over its two colours; platform-neutral. */
export function productCover(title: string, colors: [string, string]): string {
  const lines = wrapWords(title, 14).slice(0, 5);
  const size = lines.some((line) => line.length > 11) ? 52 : 62;
  const firstY = 560 - (lines.length - 1) * size * 1.25;
  const body =
    `<defs>${gradient('bg', colors)}</defs>` +
    `<rect width="600" height="800" fill="url(#bg)"/>` +
    `<circle cx="470" cy="170" r="210" fill="#ffffff" opacity="0.08"/>` +
    `<circle cx="120" cy="330" r="120" fill="#000000" opacity="0.12"/>` +
    `<path d="M0 620 L600 500 L600 800 L0 800 Z" fill="#000000" opacity="0.35"/>` +
    textLines(lines, 48, firstY, size, 'font-weight="800" fill="#ffffff"') +
    `<text x="48" y="756" font-family="${FONT}" font-size="22" letter-spacing="6" fill="#ffffff" opacity="0.7">GAMINO</text>`;
  return svg(600, 800, body, title);
}

/** Square logo (brands, companies, gateways) with the name's initials and the name below. */
export function squareLogo(name: string, colors: [string, string], size = 256): string {
  const lines = wrapWords(name, 16).slice(0, 2);
  const body =
    `<defs>${gradient('bg', colors)}</defs>` +
    `<rect width="${size}" height="${size}" rx="${size * 0.18}" fill="url(#bg)"/>` +
    `<text x="${size / 2}" y="${size * 0.52}" text-anchor="middle" font-family="${FONT}" font-size="${size * 0.34}" font-weight="800" fill="#ffffff">${escapeXml(initials(name))}</text>` +
    textLines(lines, size / 2, size * 0.74, size * 0.085, 'text-anchor="middle" fill="#ffffff" opacity="0.9"');
  return svg(size, size, body, name);
}

/** Category tile, 400×300, with its Persian name. */
export function categoryImage(name: string, colors: [string, string]): string {
  const body =
    `<defs>${gradient('bg', colors)}</defs>` +
    `<rect width="400" height="300" rx="24" fill="url(#bg)"/>` +
    `<rect x="250" y="-40" width="220" height="220" rx="40" transform="rotate(20 360 70)" fill="#ffffff" opacity="0.1"/>` +
    `<text x="200" y="170" text-anchor="middle" direction="rtl" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`;
  return svg(400, 300, body, name);
}

const PEGI_COLORS: Record<string, string> = {
  '3': '#8dc63f',
  '7': '#8dc63f',
  '12': '#f7941d',
  '16': '#f7941d',
  '18': '#ed1c24',
};

/** PEGI age badge, 120×146: the age on its PEGI colour. */
export function pegiBadge(age: string): string {
  const color = PEGI_COLORS[age] ?? '#777777';
  const body =
    `<rect width="120" height="146" rx="6" fill="#ffffff"/>` +
    `<rect x="4" y="4" width="112" height="112" rx="4" fill="${color}"/>` +
    `<text x="60" y="86" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="800" fill="#ffffff">${escapeXml(age)}</text>` +
    `<text x="60" y="138" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#000000">PEGI</text>`;
  return svg(120, 146, body, `PEGI ${age}`);
}

/** ESRB badge, 120×160: the rating letter in a white box on black. */
export function esrbBadge(letter: string): string {
  const size = letter.length > 2 ? 36 : 64;
  const body =
    `<rect width="120" height="160" rx="6" fill="#000000"/>` +
    `<rect x="8" y="8" width="104" height="112" rx="4" fill="#ffffff"/>` +
    `<text x="60" y="${size > 40 ? 90 : 78}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="900" fill="#000000">${escapeXml(letter)}</text>` +
    `<text x="60" y="148" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#ffffff">ESRB</text>`;
  return svg(120, 160, body, `ESRB ${letter}`);
}

/** Content descriptor icon, 96×96: a black-framed tile with the Persian label. */
export function descriptorIcon(label: string): string {
  const lines = wrapWords(label, 9).slice(0, 3);
  const firstY = 52 - (lines.length - 1) * 8;
  const body =
    `<rect width="96" height="96" rx="8" fill="#ffffff" stroke="#000000" stroke-width="4"/>` +
    textLines(lines, 48, firstY, 13, 'text-anchor="middle" direction="rtl" font-weight="700" fill="#000000"');
  return svg(96, 96, body, label);
}

/** Wide artwork with a title: blog featured media (1200×675) and CMS banners and page images. */
export function titledArtwork(title: string, colors: [string, string], width: number, height: number): string {
  const max = Math.round(width / 40);
  const lines = wrapWords(title, max).slice(0, 3);
  const size = Math.round(height / 11);
  const firstY = height / 2 - ((lines.length - 1) * size * 1.25) / 2 + size / 3;
  const body =
    `<defs>${gradient('bg', colors)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.2}" r="${height * 0.45}" fill="#ffffff" opacity="0.07"/>` +
    `<circle cx="${width * 0.9}" cy="${height * 0.95}" r="${height * 0.4}" fill="#000000" opacity="0.15"/>` +
    textLines(lines, width / 2, firstY, size, 'text-anchor="middle" direction="rtl" font-weight="800" fill="#ffffff"');
  return svg(width, height, body, title);
}

/** Round avatar with initials at the requested size. */
export function avatar(name: string, size: number): string {
  const [from, to] = colorsFor(name);
  const body =
    `<defs>${gradient('bg', [from, to])}</defs>` +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#bg)"/>` +
    `<text x="${size / 2}" y="${size * 0.64}" text-anchor="middle" font-family="${FONT}" font-size="${size * 0.42}" font-weight="700" fill="#ffffff">${escapeXml(initials(name).slice(0, 1))}</text>`;
  return svg(size, size, body, name);
}
