/**
 * Where an image ends by its own container format: the offset just past its last byte, or null when
 * the structure is broken (truncated, a length running past the end, bytes where a marker must be).
 * An upload whose image ends before the file does carries something else (an appended ZIP, script or
 * second file: a polyglot) and is refused, rather than stored with the tail stripped.
 *
 * No padding is allowed. The one exception is what phone cameras append to a JPEG, recognised by its
 * structure (see `cameraTrailer`): further JPEG images (Ultra HDR gain maps and MPF previews), a video
 * of ISO-BMFF boxes (Motion Photos), and Samsung's SEFT trailer. Refusing those would turn away ordinary
 * photos of an ID card; what is stored is re-encoded from the first image only, so no trailer survives.
 */
export function imageEnd(bytes: Buffer, format: 'jpeg' | 'png' | 'webp'): number | null {
  switch (format) {
    case 'jpeg':
      return jpegEnd(bytes);
    case 'png':
      return pngEnd(bytes);
    case 'webp':
      return webpEnd(bytes);
  }
}

/** True when `bytes` hold one image of `format` and nothing after it but a camera's own trailer. */
export function endsWithImage(bytes: Buffer, format: 'jpeg' | 'png' | 'webp'): boolean {
  const end = imageEnd(bytes, format);
  if (end === null) return false;
  return end === bytes.length || (format === 'jpeg' && cameraTrailer(bytes, end));
}

/**
 * True when everything from `from` on is what cameras append after a JPEG, each part walked by its own
 * structure: JPEG images (each to its EOI), then optionally ISO-BMFF boxes to the end (a Motion Photo's
 * video), then optionally a Samsung trailer (ending in "SEFT"). Anything else (a ZIP, a script, text) is not.
 */
export function cameraTrailer(b: Buffer, from: number): boolean {
  let pos = from;
  while (pos + 3 <= b.length && b[pos] === 0xff && b[pos + 1] === SOI && b[pos + 2] === 0xff) {
    const end = jpegEnd(b.subarray(pos));
    if (end === null) return false;
    pos += end;
  }
  if (pos + 8 <= b.length && b.toString('latin1', pos + 4, pos + 8) === 'ftyp') pos = isoBoxesEnd(b, pos);
  if (pos === b.length) return pos > from;
  return b.length - pos >= 4 && b.toString('latin1', b.length - 4) === 'SEFT';
}

/** Walks ISO-BMFF boxes (32-bit size, type; size 1: a 64-bit size follows; 0: to the end) from `pos`. */
function isoBoxesEnd(b: Buffer, pos: number): number {
  while (pos + 8 <= b.length) {
    let size = b.readUInt32BE(pos);
    if (size === 0) return b.length;
    if (size === 1) {
      if (pos + 16 > b.length) return pos;
      const big = b.readBigUInt64BE(pos + 8);
      if (big > BigInt(b.length - pos)) return pos;
      size = Number(big);
    }
    if (size < 8 || pos + size > b.length || !/^[\x20-\x7e]{4}$/.test(b.toString('latin1', pos + 4, pos + 8))) return pos;
    pos += size;
  }
  return pos;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

/**
 * The end of the outermost JPEG's EOI marker. Walks the marker segments by their lengths (so an EXIF
 * thumbnail's own FFD9 inside APP1 is skipped whole), and after each SOS scans the entropy-coded data
 * for the next marker: FF00 is a stuffed FF byte and RSTn a restart, both part of the data. Progressive
 * files have several scans with tables between them; the walk goes on until EOI.
 */
function jpegEnd(b: Buffer): number | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  let pos = 2;
  for (;;) {
    if (pos >= b.length || b[pos] !== 0xff) return null;
    // Any marker may be preceded by fill bytes (more FFs).
    while (pos < b.length && b[pos] === 0xff) pos++;
    if (pos >= b.length) return null;
    const marker = b[pos++];
    if (marker === EOI) return pos;
    if (marker === SOI || marker === 0x00) return null;
    if (marker === TEM || isRst(marker)) continue; // stand-alone markers: no length
    if (pos + 2 > b.length) return null;
    const length = b.readUInt16BE(pos);
    if (length < 2 || pos + length > b.length) return null;
    pos += length;
    if (marker !== SOS) continue;
    // Entropy-coded data: runs until an FF that starts a real marker.
    for (;;) {
      const ff = b.indexOf(0xff, pos);
      if (ff < 0 || ff + 1 >= b.length) return null;
      const next = b[ff + 1];
      if (next === 0x00 || isRst(next)) {
        pos = ff + 2;
        continue;
      }
      // FF FF…: fill bytes before a marker; the marker loop above skips them.
      pos = ff;
      break;
    }
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The end of the PNG's IEND chunk, walking chunk by chunk (length, type, data, CRC). */
function pngEnd(b: Buffer): number | null {
  if (b.length < PNG_SIGNATURE.length || !b.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return null;
  let pos = PNG_SIGNATURE.length;
  while (pos + 12 <= b.length) {
    const length = b.readUInt32BE(pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > b.length) return null;
    if (type === 'IEND') return end;
    pos = end;
  }
  return null;
}

/** The end of the WebP's RIFF container: the size field counts everything after its first 8 bytes. */
function webpEnd(b: Buffer): number | null {
  if (b.length < 12 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const end = 8 + b.readUInt32LE(4);
  return end <= b.length ? end : null;
}
