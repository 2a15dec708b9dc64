// `npm run icons`: the PNG icons an install needs, drawn from the SVG ones in public/icons with sharp (Next's
// own image library): Android's 192 and 512 (and a maskable 512, full-bleed for any mask shape) and iOS's
// 180 touch icon, which iOS rounds itself and which must have no transparent corner. Run after a change of
// the SVGs; the PNGs are committed.
import sharp from 'sharp';

const ICONS = [
  ['public/icons/icon.svg', 'public/icons/icon-192.png', 192],
  ['public/icons/icon.svg', 'public/icons/icon-512.png', 512],
  ['public/icons/maskable.svg', 'public/icons/maskable-512.png', 512],
  ['public/icons/maskable.svg', 'public/icons/apple-touch-icon.png', 180],
];

for (const [source, target, size] of ICONS) {
  await sharp(source, { density: 384 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(target);
  console.log(`${target} (${size}×${size})`);
}
