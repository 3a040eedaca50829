/**
 * POST /uploads from the browser: one image with its purpose, over XMLHttpRequest (fetch has no upload
 * progress), with a 60-second timeout and an AbortSignal. Resolves with what the server stored, or
 * rejects with an UploadFailure carrying a code: the server's (UPLOAD_TOO_LARGE, UPLOAD_TYPE_NOT_ALLOWED…)
 * or the client's own (UPLOAD_TIMEOUT, UPLOAD_ABORTED, UPLOAD_FAILED when the connection broke).
 */

export type UploadPurpose = 'real_name' | 'banner' | 'receipt' | 'loan_signature' | 'support';

export interface UploadedImage {
  id: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

/** How long one upload may take before it is given up (UPLOAD_TIMEOUT). */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** The server's default cap (UPLOAD_MAX_BYTES); files above it are refused before sending. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** The types the server accepts (it sniffs the bytes; this only saves a round trip). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Codes only the client produces. */
export const UPLOAD_CLIENT_CODES = ['UPLOAD_TIMEOUT', 'UPLOAD_ABORTED', 'UPLOAD_FAILED', 'UPLOAD_FILE_ERROR'] as const;

export class UploadFailure extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'UploadFailure';
  }
}

export interface UploadOptions {
  /** Called with the share sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Where to post; default the page's own origin's /uploads. */
  url?: string;
}

/** The code of an answer without a JSON body (a proxy's page, a dropped connection). */
function codeOfStatus(status: number): string {
  if (status === 413) return 'UPLOAD_TOO_LARGE';
  if (status === 415) return 'UPLOAD_TYPE_NOT_ALLOWED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 429) return 'RATE_LIMITED';
  return 'UPLOAD_FAILED';
}

/** The code in a server answer's body `{ "error": { "code" } }`, else one from its status. */
export function codeOfAnswer(status: number, text: string): string {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } } | null)?.error?.code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
  } catch {
    // not JSON
  }
  return codeOfStatus(status);
}

export function uploadImage(file: Blob & { name?: string }, purpose: UploadPurpose, opts: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const { signal } = opts;
    if (signal?.aborted) {
      reject(new UploadFailure('UPLOAD_ABORTED'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (fn: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      fn();
    };
    xhr.open('POST', opts.url ?? `${location.origin}/uploads`);
    xhr.timeout = opts.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = true;
    // The server's CSRF rule (the same as /graphql's): only our own script can add this header.
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status === 201) {
          try {
            const body = JSON.parse(xhr.responseText) as UploadedImage;
            if (typeof body.id === 'string') {
              opts.onProgress?.(1);
              resolve(body);
              return;
            }
          } catch {
            // fall through
          }
          reject(new UploadFailure('UPLOAD_FAILED'));
          return;
        }
        reject(new UploadFailure(codeOfAnswer(xhr.status, xhr.responseText)));
      });
    xhr.onerror = () => settle(() => reject(new UploadFailure('UPLOAD_FAILED')));
    xhr.ontimeout = () => settle(() => reject(new UploadFailure('UPLOAD_TIMEOUT')));
    xhr.onabort = () => settle(() => reject(new UploadFailure('UPLOAD_ABORTED')));
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    const form = new FormData();
    form.append('purpose', purpose); // first: the server checks it before reading the file
    form.append('file', file, file.name || 'image');
    xhr.send(form);
  });
}
