// @vitest-environment node
// The committed Vazirmatn subset (scripts/subset-font.mjs) against what the shop shows: every Arabic-script
// character of its own text and its seeded catalog and blog, Persian typing, and the weights its styles use.
// A character left out of the subset would be drawn in a fallback font in the middle of a word.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { decompress } from 'wawoff2';

const FONT = 'app/fonts/Vazirmatn-subset.woff2';
/** Where the shop's own Persian text lives: its screens, its messages and the sandbox's seeded content. */
const TEXT_FOLDERS = ['app', 'components', 'lib', 'services', 'store', 'sandbox'];
const TEXT_FILE = /\.(tsx?|json|md)$/;

const ARABIC_SCRIPT = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/u;

let face: Face;
let covered: Set<number>;

beforeAll(async () => {
  face = new Face(new Blob(await decompress(readFileSync(FONT))), 0);
  covered = new Set(face.collectUnicodes());
});

/** The characters of `characters` the font has no glyph for. */
const uncovered = (characters: Iterable<string>) =>
  [...characters].filter((character) => !covered.has(character.codePointAt(0)!));

function shopText(): string {
  const files = TEXT_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(folder, name))
      // HLS segments end in .ts too; they are video, not TypeScript.
      .filter((file) => TEXT_FILE.test(file) && !file.split(path.sep).includes('hls')),
  );
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('the Vazirmatn subset', () => {
  it('has a glyph for every Arabic-script character in the shop\u2019s text and seeded content', () => {
    const used = new Set([...shopText()].filter((character) => ARABIC_SCRIPT.test(character)));
    expect(used.size).toBeGreaterThan(40);
    expect(
      uncovered(used).map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()} ${character}`),
    ).toEqual([]);
  });

  it('covers Persian and Arabic letters, both kinds of digits, Persian punctuation and basic Latin', () => {
    const expected =
      'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيپچژکگیۀ' + // letters of Persian and Arabic text
      '\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0654\u0670' + // short vowels, tanwin, shadda, sukun, hamza above
      '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩' + // Persian and Arabic-Indic digits
      '،؛؟«»٪٫٬\u0640\u200c\u200d\u200e\u200f\u2013\u2026\ufdfc×' +
      Array.from({ length: 0x7e - 0x20 + 1 }, (_, offset) => String.fromCodePoint(0x20 + offset)).join('');
    expect(uncovered(expected)).toEqual([]);
  });

  it('keeps the weights the styles use, 400 to 900, on one variable axis', () => {
    expect(face.getAxisInfos().wght).toMatchObject({ min: 400, max: 900 });
  });

  it('leaves out letters only other languages write, so the file stays small', () => {
    const otherLanguages = ['ٹ', 'ڕ', 'ۆ']; // Urdu; Kurdish; Kurdish and Uyghur
    expect(uncovered(otherLanguages)).toEqual(otherLanguages);
  });
});
