import sharp from 'sharp';
import { DomainError } from '../../shared/domain-error';
import { endsWithImage } from './image-end';
import { UploadError } from './uploads.errors';

/** The image types accepted, by the type sniffed from the bytes, and the format each is re-encoded to. */
const FORMATS = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
type AllowedType = keyof typeof FORMATS;

export interface CleanImage {
  bytes: Buffer;
  contentType: AllowedType;
  width: number;
  height: number;
}

// file-type is ESM only and the server is CommonJS: load it once with import() (which TypeScript keeps
// as a real dynamic import under node16 module resolution; vitest runs it the same way).
// Only the one function used is typed here: a type import of an ESM package from CommonJS needs attributes.
interface FileTypeModule {
  fileTypeFromBuffer(bytes: Uint8Array): Promise<{ mime: string } | undefined>;
}
let fileTypeModule: Promise<FileTypeModule> | null = null;
function fileType(): Promise<FileTypeModule> {
  fileTypeModule ??= import('file-type') as Promise<FileTypeModule>;
  return fileTypeModule;
}

/** The MIME type the bytes say they are (magic numbers), or null. Never the file's name or declared type. */
export async function sniffType(bytes: Buffer): Promise<string | null> {
  const { fileTypeFromBuffer } = await fileType();
  return (await fileTypeFromBuffer(bytes))?.mime ?? null;
}

// One image at a time per core: decoding is CPU and memory, and requests queue in front of it.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Turns untrusted bytes into a clean image: sniffed as JPEG, PNG or WebP; refused above `maxPixels`
 * before any decoding; fully decoded (a damaged, truncated or disguised file fails here); turned upright
 * from its EXIF orientation; scaled down to fit `maxDimension`; re-encoded in its own format with no
 * metadata at all (no EXIF, GPS, XMP or comments). A file with bytes after the image's own end (an
 * appended archive or script: a polyglot) is refused, not stored with the tail stripped.
 */
export async function cleanImage(input: Buffer, limits: { maxPixels: number; maxDimension: number }): Promise<CleanImage> {
  const mime = await sniffType(input);
  if (!mime || !(mime in FORMATS)) throw new DomainError(UploadError.UPLOAD_TYPE_NOT_ALLOWED);
  const contentType = mime as AllowedType;
  const format = FORMATS[contentType];
  // Checked on the container before any decoding; a broken structure (truncated) is unreadable too.
  if (!endsWithImage(input, format)) throw new DomainError(UploadError.UPLOAD_UNREADABLE);
  try {
    const image = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'warning', animated: false, sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== format) throw new DomainError(UploadError.UPLOAD_TYPE_NOT_ALLOWED);
    if (!meta.width || !meta.height) throw new DomainError(UploadError.UPLOAD_UNREADABLE);
    if (meta.width * meta.height > limits.maxPixels) throw new DomainError(UploadError.UPLOAD_TOO_MANY_PIXELS);
    const upright = image
      .rotate()
      .resize({ width: limits.maxDimension, height: limits.maxDimension, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? upright.jpeg({ quality: 85 })
        : format === 'png'
          ? upright.png({ compressionLevel: 6 })
          : upright.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if (/pixel limit/i.test((err as Error).message)) throw new DomainError(UploadError.UPLOAD_TOO_MANY_PIXELS);
    throw new DomainError(UploadError.UPLOAD_UNREADABLE);
  }
}
