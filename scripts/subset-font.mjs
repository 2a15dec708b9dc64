// `npm run fonts:subset`: cuts Vazirmatn's variable font down to what a Persian shop shows (Arabic script
// with Persian and Arabic digits, basic Latin, the punctuation and direction marks of Persian text) and
// writes it beside app/fonts.ts under a plain file name. The result is committed: nothing runs at build time.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const SOURCE = 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2';
const TARGET = 'app/fonts/Vazirmatn-subset.woff2';

/** Inclusive code point ranges kept in the subset. */
const RANGES = [
  [0x0020, 0x007e], // basic Latin: Latin names of games, e-mail addresses, Latin digits
  [0x00a0, 0x00a0], // no-break space
  [0x00ab, 0x00ab], // «
  [0x00bb, 0x00bb], // »
  [0x00d7, 0x00d7], // ×
  [0x0600, 0x06ff], // Arabic, with Persian letters, Persian (۰-۹) and Arabic-Indic digits, ، ؛ ؟ ٬ ٫
  [0x2000, 0x206f], // general punctuation: ZWNJ, ZWJ, LRM/RLM, isolates, dashes, quotes, ellipsis
  [0x25cc, 0x25cc], // dotted circle, the base of a lone diacritic
  [0xfdfc, 0xfdfc], // the Rial sign
];

const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset))).join('');
const subset = await subsetFont(readFileSync(SOURCE), text, { targetFormat: 'woff2' });
writeFileSync(TARGET, subset);
console.log(`${TARGET}: ${(subset.length / 1024).toFixed(1)} KiB (from ${(statSync(SOURCE).size / 1024).toFixed(1)} KiB)`);
