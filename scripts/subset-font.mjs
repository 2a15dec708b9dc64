// `npm run fonts:subset`: cuts Vazirmatn's variable font down to what a Persian shop shows and writes it beside
// app/fonts.ts under a plain file name. The result is committed: nothing runs at build time.
// - Characters: the Arabic letters, marks, digits and punctuation of Persian and Arabic text (the shop turns
//   Arabic ي/ك into Persian on input, but names and posts may carry either), Persian and Arabic-Indic digits, basic
//   Latin (Latin names of games, e-mail addresses, Latin digits) and the punctuation and direction marks of
//   Persian text. Letters only Urdu, Kurdish, Sindhi and other languages use, and Quranic marks, are left out.
// - Weights: the wght axis is cut to 400-900, the weights the shop's styles use (font-normal to font-black);
//   anything lighter would only fall back to 400.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const SOURCE = 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2';
const TARGET = 'app/fonts/Vazirmatn-subset.woff2';
/** The weights kept; app/fonts.ts declares the same range. */
const WEIGHTS = { min: 400, max: 900 };

/** Inclusive code point ranges kept in the subset. */
const RANGES = [
  [0x0020, 0x007e], // basic Latin
  [0x00a0, 0x00a0], // no-break space
  [0x00ab, 0x00ab], // «
  [0x00bb, 0x00bb], // »
  [0x00d7, 0x00d7], // ×
  [0x060c, 0x060c], // ،
  [0x061b, 0x061b], // ؛
  [0x061f, 0x061f], // ؟
  [0x0621, 0x063a], // hamza and the Arabic letters ء to غ
  [0x0640, 0x0655], // tatweel, ف to ي, the short vowels, tanwin, shadda, sukun, hamza above and below
  [0x0660, 0x066c], // Arabic-Indic digits, ٪ ٫ ٬
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06c0, 0x06c0], // ۀ
  [0x06cc, 0x06cc], // ی
  [0x06f0, 0x06f9], // Persian digits
  [0x2000, 0x206f], // general punctuation: ZWNJ, ZWJ, LRM/RLM, isolates, dashes, quotes, ellipsis
  [0x25cc, 0x25cc], // dotted circle, the base of a lone diacritic
  [0xfdfc, 0xfdfc], // the Rial sign
];

const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)),
).join('');
const subset = await subsetFont(readFileSync(SOURCE), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
});
writeFileSync(TARGET, subset);
console.log(
  `${TARGET}: ${(subset.length / 1024).toFixed(1)} KiB (from ${(statSync(SOURCE).size / 1024).toFixed(1)} KiB)`,
);
