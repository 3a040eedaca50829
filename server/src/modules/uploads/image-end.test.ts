import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { endsWithImage, imageEnd } from './image-end';

// Where an image ends by its container: the check that refuses anything appended after it.

const base = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });

/** A JPEG with an APP1 segment right after SOI holding `payload` (as EXIF does with a thumbnail). */
function withApp1(jpeg: Buffer, payload: Buffer): Buffer {
  const len = Buffer.alloc(2);
  len.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), len, payload, jpeg.subarray(2)]);
}

describe('imageEnd', () => {
  it('finds the end of baseline and progressive JPEGs, PNG and WebP exactly at the file’s end', async () => {
    const files: Array<[Buffer, 'jpeg' | 'png' | 'webp']> = [
      [await base().jpeg().toBuffer(), 'jpeg'],
      [await base().jpeg({ progressive: true }).toBuffer(), 'jpeg'],
      [await base().jpeg({ mozjpeg: true }).toBuffer(), 'jpeg'],
      [await base().png().toBuffer(), 'png'],
      [await base().webp().toBuffer(), 'webp'],
      [await base().webp({ lossless: true }).toBuffer(), 'webp'],
    ];
    for (const [bytes, format] of files) expect(imageEnd(bytes, format), format).toBe(bytes.length);
  });

  it('skips an EXIF thumbnail whose own FFD9 sits inside APP1, and finds the outer image’s end', async () => {
    const thumb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const outer = await base().jpeg().toBuffer();
    const file = withApp1(outer, Buffer.concat([Buffer.from('Exif\0\0'), thumb]));
    expect(file.indexOf(Buffer.from([0xff, 0xd9]))).toBeLessThan(file.length - 2);
    expect(imageEnd(file, 'jpeg')).toBe(file.length);
    // And sharp reads it: the structure is a real JPEG.
    expect((await sharp(file).metadata()).width).toBe(40);
  });

  it('skips stuffed FF00 and restart markers inside the entropy-coded data', () => {
    // SOI, a bare SOS (length 2), data with FF00 and RST3, EOI.
    const file = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56, 0xff, 0xff, 0xd9]);
    expect(imageEnd(file, 'jpeg')).toBe(file.length);
  });

  it('reports bytes after the end, even zero padding, as a shorter image', async () => {
    for (const [bytes, format] of [
      [await base().jpeg().toBuffer(), 'jpeg'],
      [await base().png().toBuffer(), 'png'],
      [await base().webp().toBuffer(), 'webp'],
    ] as const) {
      for (const tail of [Buffer.from('PK\x03\x04<script>alert(1)</script>'), Buffer.alloc(2), Buffer.from([0xff, 0xd9])]) {
        const file = Buffer.concat([bytes, tail]);
        expect(imageEnd(file, format), format).toBe(bytes.length);
        expect(endsWithImage(file, format), format).toBe(false);
      }
      expect(endsWithImage(bytes, format)).toBe(true);
    }
  });

  it('accepts what phone cameras append to a JPEG, and nothing else after it', async () => {
    const photo = await base().jpeg().toBuffer();
    const gainMap = await sharp({ create: { width: 10, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    const video = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isommp41')), box('mdat', Buffer.alloc(64, 7))]);
    const samsung = Buffer.concat([Buffer.from('\0\0MotionPhoto_Data'), Buffer.alloc(12), Buffer.from('SEFT')]);
    const zip = Buffer.from('PK\x03\x04<script>alert(1)</script>');
    // Ultra HDR / MPF: a second JPEG; Motion Photo: a video; Samsung: its trailer; and combinations.
    for (const tail of [gainMap, video, samsung, Buffer.concat([gainMap, video]), Buffer.concat([video, samsung])]) {
      expect(endsWithImage(Buffer.concat([photo, tail]), 'jpeg')).toBe(true);
    }
    // A ZIP after any of them, a truncated second JPEG, a box running past the end: refused.
    for (const tail of [
      Buffer.concat([gainMap, zip]),
      Buffer.concat([video, zip]),
      gainMap.subarray(0, gainMap.length - 3),
      Buffer.concat([box('ftyp', Buffer.from('isom')).subarray(0, 10)]),
    ]) {
      expect(endsWithImage(Buffer.concat([photo, tail]), 'jpeg')).toBe(false);
    }
    // PNG and WebP have no camera trailers: a JPEG after them is refused.
    expect(endsWithImage(Buffer.concat([await base().png().toBuffer(), gainMap]), 'png')).toBe(false);
  });

  it('gives null for a truncated or broken structure', async () => {
    for (const [bytes, format] of [
      [await base().jpeg().toBuffer(), 'jpeg'],
      [await base().jpeg({ progressive: true }).toBuffer(), 'jpeg'],
      [await base().png().toBuffer(), 'png'],
      [await base().webp().toBuffer(), 'webp'],
    ] as const) {
      expect(imageEnd(bytes.subarray(0, bytes.length - 1), format), format).toBeNull();
      expect(imageEnd(bytes.subarray(0, Math.floor(bytes.length / 2)), format), format).toBeNull();
    }
    const header = (await base().jpeg().toBuffer()).subarray(0, 20);
    expect(imageEnd(Buffer.concat([header, Buffer.from('<html>')]), 'jpeg')).toBeNull();
    expect(imageEnd(Buffer.from('not an image'), 'png')).toBeNull();
    expect(imageEnd(Buffer.alloc(0), 'webp')).toBeNull();
  });
});
