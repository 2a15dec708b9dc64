// The installed app's icons: PNG for Android (192, 512 and a maskable 512) and iOS (180), since neither
// installs from an SVG; each listed file exists at the size it claims.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '@/app/manifest';
import { rootMetadata } from '@/app/root-metadata';

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(publicPath: string): { width: number; height: number; png: boolean } {
  const bytes = readFileSync(path.join(process.cwd(), 'public', publicPath));
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { png, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('app icons', () => {
  const icons = manifest().icons ?? [];

  it('the manifest lists PNGs of 192 and 512 for any shape and a 512 maskable one', () => {
    const pngs = icons.filter((icon) => icon.type === 'image/png').map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(pngs).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it.each(icons.filter((icon) => icon.type === 'image/png').map((icon) => [icon.src, icon.sizes] as const))(
    '%s is a PNG of %s',
    (src, sizes) => {
      const { png, width, height } = pngSize(src);
      expect(png).toBe(true);
      expect(`${width}x${height}`).toBe(sizes);
    },
  );

  it('iOS gets a 180×180 PNG touch icon through the metadata', () => {
    const apple = rootMetadata({ indexing: false }).icons as { apple: { url: string; sizes: string; type: string }[] };
    expect(apple.apple).toEqual([{ url: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]);
    const { png, width, height } = pngSize(apple.apple[0].url);
    expect({ png, width, height }).toEqual({ png: true, width: 180, height: 180 });
  });
});
