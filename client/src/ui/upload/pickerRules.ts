import { isKnownMessageId } from '../../i18n/loadMessages';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './uploadImage';

/** The picker's default cap on images (a form asks for fewer: two ID sides, one receipt). */
export const DEFAULT_MAX_IMAGES = 9;

/**
 * Which of the chosen files fit: as many as the cap leaves room for, in the order chosen; the rest
 * are refused (the picker says how many it takes at most).
 */
export function planAdd<T>(held: number, chosen: readonly T[], max: number): { accepted: T[]; refused: number } {
  const room = Math.max(0, max - held);
  return { accepted: chosen.slice(0, room), refused: Math.max(0, chosen.length - room) };
}

/**
 * A code for a file that cannot be sent as it is, before any upload: empty, over the size cap, or of a
 * type other than JPEG, PNG or WebP (a file without a type goes to the server, which sniffs the bytes).
 */
export function checkFile(file: { size: number; type: string }, maxBytes = UPLOAD_MAX_BYTES): string | null {
  if (file.size === 0) return 'UPLOAD_FILE_ERROR';
  if (file.size > maxBytes) return 'UPLOAD_TOO_LARGE';
  if (file.type && !(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_TYPE_NOT_ALLOWED';
  return null;
}

const CLIENT_MESSAGES: Record<string, string> = {
  UPLOAD_TIMEOUT: 'upload.timeout',
  UPLOAD_ABORTED: 'upload.aborted',
  UPLOAD_FAILED: 'upload.failed',
  UPLOAD_FILE_ERROR: 'upload.fileError',
};

/** The message id of an upload failure: the client's own texts, a server code's `error.<CODE>`, else "Upload failed". */
export function uploadMessageId(code: string | null | undefined): string {
  if (!code) return 'upload.failed';
  if (CLIENT_MESSAGES[code]) return CLIENT_MESSAGES[code];
  return isKnownMessageId(`error.${code}`) ? `error.${code}` : 'upload.failed';
}

/** The ids of the images that finished uploading, in the order they are shown. */
export function uploadedIds(items: ReadonlyArray<{ state: string; id?: string }>): string[] {
  return items.flatMap((i) => (i.state === 'done' && i.id ? [i.id] : []));
}

/** Failures another try may cure (the connection, the time, the server's load); not the file's own faults. */
export function canRetry(code: string | undefined): boolean {
  return [
    'UPLOAD_FAILED',
    'UPLOAD_TIMEOUT',
    'UPLOAD_ABORTED',
    'UPLOAD_INCOMPLETE',
    'SERVER_BUSY',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
  ].includes(code ?? 'UPLOAD_FAILED');
}
