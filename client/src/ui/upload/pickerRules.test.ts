import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { canRetry, checkFile, DEFAULT_MAX_IMAGES, planAdd, uploadedIds, uploadMessageId } from './pickerRules';
import { codeOfAnswer, UPLOAD_CLIENT_CODES, UPLOAD_MAX_BYTES, UPLOAD_TIMEOUT_MS } from './uploadImage';

describe('image picker rules', () => {
  it('takes as many files as the cap leaves room for, in order, and counts the rest refused', () => {
    expect(DEFAULT_MAX_IMAGES).toBe(9);
    expect(planAdd(0, ['a', 'b', 'c'], 2)).toEqual({ accepted: ['a', 'b'], refused: 1 });
    expect(planAdd(1, ['a', 'b'], 2)).toEqual({ accepted: ['a'], refused: 1 });
    expect(planAdd(2, ['a'], 2)).toEqual({ accepted: [], refused: 1 });
    expect(planAdd(0, ['a'], 9)).toEqual({ accepted: ['a'], refused: 0 });
    expect(planAdd(5, [], 2)).toEqual({ accepted: [], refused: 0 });
  });

  it('refuses empty, oversize and non-image files before sending; leaves typeless files to the server', () => {
    expect(checkFile({ size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(checkFile({ size: 1000, type: 'image/png' })).toBeNull();
    expect(checkFile({ size: 1000, type: 'image/webp' })).toBeNull();
    expect(checkFile({ size: 1000, type: '' })).toBeNull();
    expect(checkFile({ size: 0, type: 'image/jpeg' })).toBe('UPLOAD_FILE_ERROR');
    expect(checkFile({ size: UPLOAD_MAX_BYTES, type: 'image/jpeg' })).toBeNull();
    expect(checkFile({ size: UPLOAD_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('UPLOAD_TOO_LARGE');
    expect(checkFile({ size: 1000, type: 'application/pdf' })).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(checkFile({ size: 1000, type: 'image/gif' })).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(checkFile({ size: 1000, type: 'image/heic' })).toBe('UPLOAD_TYPE_NOT_ALLOWED');
  });

  it('maps failures to messages: its own, the server’s codes, and "Upload failed" for anything else', () => {
    expect(uploadMessageId('UPLOAD_TIMEOUT')).toBe('upload.timeout');
    expect(uploadMessageId('UPLOAD_ABORTED')).toBe('upload.aborted');
    expect(uploadMessageId('UPLOAD_FAILED')).toBe('upload.failed');
    expect(uploadMessageId('UPLOAD_FILE_ERROR')).toBe('upload.fileError');
    expect(uploadMessageId('UPLOAD_TOO_LARGE')).toBe('error.UPLOAD_TOO_LARGE');
    expect(uploadMessageId('UPLOAD_TYPE_NOT_ALLOWED')).toBe('error.UPLOAD_TYPE_NOT_ALLOWED');
    expect(uploadMessageId('UNAUTHENTICATED')).toBe('error.UNAUTHENTICATED');
    expect(uploadMessageId('SOMETHING_NEW')).toBe('upload.failed');
    expect(uploadMessageId(undefined)).toBe('upload.failed');
    expect(MESSAGES.en['upload.failed']).toBe('Upload failed');
  });

  it('reads the code of an answer from its body, else from its status', () => {
    expect(codeOfAnswer(413, '{"error":{"code":"UPLOAD_TOO_LARGE"}}')).toBe('UPLOAD_TOO_LARGE');
    expect(codeOfAnswer(422, '{"error":{"code":"UPLOAD_UNREADABLE"}}')).toBe('UPLOAD_UNREADABLE');
    expect(codeOfAnswer(413, '<html>Request Entity Too Large</html>')).toBe('UPLOAD_TOO_LARGE');
    expect(codeOfAnswer(401, '')).toBe('UNAUTHENTICATED');
    expect(codeOfAnswer(502, 'Bad gateway')).toBe('UPLOAD_FAILED');
    expect(codeOfAnswer(400, '{"error":{"code":"<script>"}}')).toBe('UPLOAD_FAILED');
  });

  it('offers a retry only when another try may help', () => {
    for (const code of ['UPLOAD_FAILED', 'UPLOAD_TIMEOUT', 'UPLOAD_ABORTED', 'SERVER_BUSY']) expect(canRetry(code), code).toBe(true);
    for (const code of ['UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_UNREADABLE', 'UPLOAD_FILE_ERROR'])
      expect(canRetry(code), code).toBe(false);
  });

  it('hands the form only the finished uploads, in order', () => {
    expect(uploadedIds([{ state: 'done', id: 'a' }, { state: 'uploading' }, { state: 'failed' }, { state: 'done', id: 'b' }])).toEqual([
      'a',
      'b',
    ]);
  });

  it('times out after 60 s and has every text in all five languages', () => {
    expect(UPLOAD_TIMEOUT_MS).toBe(60_000);
    const ids = [
      ...UPLOAD_CLIENT_CODES.map(uploadMessageId),
      'upload.add',
      'upload.remove',
      'upload.retry',
      'upload.cancel',
      'upload.uploading',
      'upload.tooMany',
      'upload.image',
    ];
    for (const locale of LOCALES) for (const id of ids) expect(MESSAGES[locale][id], `${locale} ${id}`).toBeTruthy();
  });
});
