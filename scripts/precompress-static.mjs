// Run by `npm run build` (scripts/build.mjs) after `next build`: a Brotli copy at quality 11 (the smallest
// Brotli makes) beside every script and stylesheet under .next/static, which the shop's server sends as it is
// (server/precompressed-static.ts). Compressing on each request can only afford a fast setting: quality 11
// sends about 14 % fewer bytes of script than on-the-fly Brotli or gzip, and costs nothing per request. The
// files never change after the build, so this is done once.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const PRECOMPRESSED_EXTENSIONS = ['.js', '.css'];

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressStatic(staticDir) {
  const files = await filesUnder(staticDir);
  let before = 0;
  let after = 0;
  // zlib works on libuv's thread pool, so the files are compressed side by side.
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const brotli = await compress(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      await writeFile(`${file}.br`, brotli);
      before += bytes.length;
      after += brotli.length;
    }),
  );
  return { files: files.length, before, after };
}
