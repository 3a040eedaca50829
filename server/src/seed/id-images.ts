import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A truecolour PNG of `width`×`height` whose pixels `paint` decides. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const inside = (x: number, y: number, x0: number, y0: number, w: number, h: number) => x >= x0 && x < x0 + w && y >= y0 && y < y0 + h;

/**
 * A made-up identity card (no real person's data): the front with a photo box and lines of "text",
 * the back with a machine-readable zone and a barcode. `tint` varies the colour so images differ.
 */
export function idCardImage(side: 'front' | 'back', tint = 0): Buffer {
  const width = 320;
  const height = 200;
  const base: Rgb = [200 - (tint % 40), 225, 240 - ((tint * 7) % 40)];
  const ink: Rgb = [40, 52, 80];
  return encodePng(width, height, (x, y) => {
    if (x < 4 || y < 4 || x >= width - 4 || y >= height - 4) return [120, 140, 170];
    if (side === 'front') {
      if (inside(x, y, 4, 4, width - 8, 30)) return [30, 90, 160];
      if (inside(x, y, 20, 50, 80, 100)) return [160, 165, 175];
      for (const [i, w] of [150, 120, 170, 90, 140].entries()) if (inside(x, y, 115, 55 + i * 20, w, 8)) return ink;
      return base;
    }
    if (inside(x, y, 20, 30, 280, 60) && (x * 7 + y) % 11 < 4) return ink;
    for (let i = 0; i < 3; i++) if (inside(x, y, 20, 120 + i * 20, 280, 10) && (x >> 2) % 2 === 0) return ink;
    return base;
  });
}
