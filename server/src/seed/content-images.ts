import sharp from 'sharp';

/** Colours of the demo banners (Vela's violet, a market blue, gold). */
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#8f8bf0', '#6a64d8', '#b9b6ff'],
  ['#4d8ef0', '#3b5fc9', '#9cc2ff'],
  ['#e0b04e', '#b07a1f', '#ffe3a3'],
];

/**
 * A demo banner picture (750×300 PNG), drawn at seed time: a gradient with a few chart-like strokes and
 * circles, and no text (the banner's title is laid over it in the reader's language).
 */
export async function bannerImage(index: number): Promise<Buffer> {
  const [from, to, accent] = PALETTES[index % PALETTES.length];
  // A deterministic line that looks like a price path.
  const points: string[] = [];
  let y = 210;
  for (let x = 0; x <= 750; x += 25) {
    y += Math.round(Math.sin((x + index * 90) / 70) * 14 + Math.cos((x * (index + 2)) / 45) * 9);
    y = Math.max(70, Math.min(260, y));
    points.push(`${x},${y}`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="750" height="300" fill="url(#g)"/>
  <circle cx="${620 - index * 40}" cy="70" r="120" fill="${accent}" fill-opacity="0.22"/>
  <circle cx="${680 - index * 30}" cy="250" r="70" fill="#ffffff" fill-opacity="0.10"/>
  <polygon points="0,300 ${points.join(' ')} 750,300" fill="url(#fade)"/>
  <polyline points="${points.join(' ')}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="4" stroke-linejoin="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
