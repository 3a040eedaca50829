// Renders the installable app's icons from the favicon's mark (client/index.html): the brand-coloured
// rounded square with the white V. Run once after a brand change: node scripts/pwa-icons.mjs
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../server/package.json', import.meta.url));
const sharp = require('sharp');
const out = fileURLToPath(new URL('../client/public/icons/', import.meta.url));
const BRAND = '#6b67e2'; // index.html's theme-color and the favicon's fill

// `rounded`: the favicon as it is. `maskable`: a full-bleed square whose mark sits inside the 80% safe zone.
const svg = (size, maskable) => {
  const s = size / 32;
  const scale = maskable ? 0.6 : 1;
  const offset = (size - 32 * s * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${maskable ? 0 : 8 * s}" fill="${BRAND}"/>
    <g transform="translate(${offset} ${offset}) scale(${s * scale})">
      <path d="M9 9l7 15 7-15" fill="none" stroke="white" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    </g></svg>`;
};

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await sharp(Buffer.from(svg(size, maskable))).png({ compressionLevel: 9 }).toFile(path.join(out, name));
  console.log('wrote', name);
}
