import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type UploadsConfig } from '../../config';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { uploadsModule } from './uploads.module';
import { UNATTACHED_TTL_MS, VIEW_LINK_SECONDS } from './uploads.service';

// Uploads end to end through the real API server and PostgreSQL: what is accepted, what is refused
// while it streams or when it decodes, what is stored (re-encoded, without metadata, encrypted), who may
// attach and view it, the signed links and their audit, and the cleanup job.

const MAX_BYTES = 256 * 1024;

interface UploadAnswer {
  status: number;
  body: { id?: string; contentType?: string; width?: number; height?: number; size?: number; error?: { code: string } };
}

async function jpeg(width = 64, height = 48, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A decompression bomb's header: a PNG of a few hundred bytes that declares 100 000 × 100 000 pixels. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Everything below `dir` that is a file. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

describe('uploads', () => {
  let app: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let ops: TestUser;
  let uploadsConfig: UploadsConfig;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-uploads-'));

  /** POST /uploads as the browser does: multipart, `purpose` first, then `file`. */
  async function upload(
    u: TestUser | null,
    bytes: Buffer,
    opts: { purpose?: string; filename?: string; type?: string; headers?: Record<string, string> } = {},
  ): Promise<UploadAnswer> {
    const form = new FormData();
    form.append('purpose', opts.purpose ?? 'real_name');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/jpeg' }), opts.filename ?? 'photo.jpg');
    const res = await fetch(`${app.url}/uploads`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...(u?.client.cookie ? { cookie: u.client.cookie } : {}), ...opts.headers },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
  }

  /**
   * A multipart POST written by hand over a raw connection, chunked (no Content-Length, so only the
   * streaming cap can stop it). Resolves with the answer as soon as one arrives, even if the server
   * stopped reading the body part-way.
   */
  function rawUpload(u: TestUser, parts: Buffer[], opts: { end?: boolean } = {}): Promise<UploadAnswer & { written: number }> {
    const boundary = 'vela-test-boundary';
    return new Promise((resolve, reject) => {
      let written = 0;
      let answered = false;
      const req = http.request(
        `${app.url}/uploads`,
        {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'apollo-require-preflight': 'true',
            cookie: u.client.cookie ?? '',
          },
        },
        (res) => {
          answered = true;
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), written }));
        },
      );
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nreal_name\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const chunks = [head, ...parts];
      if (opts.end !== false) chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
      const writeNext = () => {
        while (chunks.length > 0 && !answered && !req.destroyed) {
          const c = chunks.shift() as Buffer;
          written += c.length;
          if (!req.write(c)) {
            req.once('drain', writeNext);
            return;
          }
        }
        if (chunks.length === 0 && !req.destroyed) req.end();
      };
      writeNext();
    });
  }

  const rows = async (ownerId: string) =>
    (await app.ds.query(`SELECT id, storage_key, attached_at FROM uploads WHERE owner_id = $1 ORDER BY created_at`, [ownerId])) as Array<{
      id: string;
      storage_key: string;
      attached_at: Date | null;
    }>;
  const viewed = async (uploadId: string) =>
    Number(
      (await app.ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'upload.viewed' AND target_id = $1`, [uploadId]))[0].n,
    );
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
  const get = (u: TestUser | null, link: string) =>
    fetch(`${app.url}${link}`, { headers: u?.client.cookie ? { cookie: u.client.cookie } : {} });

  beforeAll(async () => {
    const base = loadConfig();
    uploadsConfig = { ...base.uploads, s3: undefined, dir: path.join(dataDir, 'uploads'), maxBytes: MAX_BYTES, maxPending: 12 };
    app = await createTestApp({ dataDir, fieldEncryptionKey: undefined, uploads: uploadsConfig });
    owner = await app.registerUser();
    other = await app.registerUser();
    ops = await app.createOps();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts JPEG, PNG and WebP, whatever the name, and answers what was stored', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa5500' } });
    const cases = [
      { bytes: await base.clone().jpeg().toBuffer(), type: 'image/jpeg' },
      { bytes: await base.clone().png().toBuffer(), type: 'image/png' },
      { bytes: await base.clone().webp().toBuffer(), type: 'image/webp' },
    ];
    for (const c of cases) {
      const res = await upload(owner, c.bytes, { filename: 'scan.bin', type: 'application/octet-stream' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ contentType: c.type, width: 40, height: 30 });
      const [row] = await app.ds.query(
        `SELECT owner_id, purpose, content_type, size, width, height, attached_at FROM uploads WHERE id = $1`,
        [res.body.id],
      );
      expect(row).toMatchObject({
        owner_id: owner.user.id,
        purpose: 'real_name',
        content_type: c.type,
        size: res.body.size,
        attached_at: null,
      });
      // What a viewer gets back is that image, in that format.
      const img = await get(owner, app.services.uploads.viewUrl(owner.user, res.body.id as string));
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe(c.type);
      const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([c.type.slice(6), 40, 30]);
    }
  });

  it('keeps only encrypted bytes at rest: the file on disk is not the image and does not decode', async () => {
    const res = await upload(owner, await jpeg(50, 50, '#ffffff'));
    expect(res.status).toBe(201);
    const [row] = await app.ds.query(`SELECT storage_key FROM uploads WHERE id = $1`, [res.body.id]);
    const onDisk = fs.readFileSync(path.join(uploadsConfig.dir, row.storage_key));
    const shown = Buffer.from(await (await get(owner, app.services.uploads.viewUrl(owner.user, res.body.id as string))).arrayBuffer());
    expect(onDisk.subarray(0, 4).toString()).toBe('VUP1');
    expect(onDisk.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(onDisk.includes(shown.subarray(100, 132))).toBe(false);
    expect(onDisk.length).toBe(shown.length + 4 + 12 + 16);
    await expect(sharp(onDisk).metadata()).rejects.toThrow();
    expect((fs.statSync(path.join(uploadsConfig.dir, row.storage_key)).mode & 0o777).toString(8)).toBe('600');
  });

  it('strips EXIF and GPS and turns the image upright from its orientation', async () => {
    const withGps = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#228822' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Owner Name', ImageDescription: 'home address' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(withGps.includes('Secret Owner Name')).toBe(true);

    const res = await upload(owner, withGps);
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([20, 60]); // rotated a quarter turn
    const stored = Buffer.from(await (await get(owner, app.services.uploads.viewUrl(owner.user, res.body.id as string))).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 60]);
    expect(stored.includes('Secret Owner Name')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
  });

  it('refuses an oversize file while it streams: UPLOAD_TOO_LARGE, the rest unread, nothing stored', async () => {
    const before = (await rows(owner.user.id)).length;
    const filesBefore = filesUnder(uploadsConfig.dir).length;
    const start = await jpeg();
    // Chunked, so only the streaming cap sees the size: 16 MiB offered against a 256 KiB cap.
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const parts = [start, ...Array.from({ length: 256 }, () => chunk)];
    const res = await rawUpload(owner, parts);
    expect(res.status).toBe(413);
    expect(res.body.error?.code).toBe('UPLOAD_TOO_LARGE');
    // The server stopped reading: the client could hand over only what the socket buffers hold (~4 MiB here).
    expect(res.written).toBeLessThan(16 * 1024 * 1024);
    // A declared Content-Length over the cap is refused before any of the body is read.
    const declared = await upload(owner, Buffer.concat([start, Buffer.alloc(MAX_BYTES + 32 * 1024, 0x41)]));
    expect(declared.status).toBe(413);
    expect(declared.body.error?.code).toBe('UPLOAD_TOO_LARGE');
    expect((await rows(owner.user.id)).length).toBe(before);
    expect(filesUnder(uploadsConfig.dir).length).toBe(filesBefore);
    // The server still answers on a new connection.
    expect((await upload(owner, await jpeg())).status).toBe(201);
  });

  it('refuses files that are not JPEG, PNG or WebP whatever their name says: PDF, GIF, text, SVG', async () => {
    const before = (await rows(owner.user.id)).length;
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const samples = [
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      gif,
      Buffer.from('just some text, renamed to .jpg\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ];
    for (const bytes of samples) {
      const res = await upload(owner, bytes, { filename: 'photo.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(415);
      expect(res.body.error?.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    }
    expect((await rows(owner.user.id)).length).toBe(before);
  });

  it('refuses a PNG bomb (tiny file, huge declared dimensions) before decoding it; nothing stored', async () => {
    const before = (await rows(owner.user.id)).length;
    const filesBefore = filesUnder(uploadsConfig.dir).length;
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024);
    const res = await upload(owner, bomb, { filename: 'bomb.png', type: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('UPLOAD_TOO_MANY_PIXELS');
    expect((await rows(owner.user.id)).length).toBe(before);
    expect(filesUnder(uploadsConfig.dir).length).toBe(filesBefore);
  });

  it('refuses polyglots: no image behind an image header, or anything after a real image’s end; nothing stored', async () => {
    const before = (await rows(owner.user.id)).length;
    const filesBefore = filesUnder(uploadsConfig.dir).length;
    const jpegHeader = (await jpeg()).subarray(0, 20);
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const res = await upload(owner, Buffer.concat([jpegHeader, html]));
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('UPLOAD_UNREADABLE');

    // Real images with a ZIP (and a script) appended, or only a few bytes more: refused, not trimmed.
    const zipTail = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('payload.html<script>alert(1)</script>')]);
    const base = sharp({ create: { width: 32, height: 24, channels: 3, background: '#884400' } });
    const images = [
      { bytes: await jpeg(), name: 'photo.jpg', type: 'image/jpeg' },
      { bytes: await base.clone().png().toBuffer(), name: 'photo.png', type: 'image/png' },
      { bytes: await base.clone().webp().toBuffer(), name: 'photo.webp', type: 'image/webp' },
    ];
    for (const img of images) {
      for (const tail of [zipTail, Buffer.from([0x00, 0x00])]) {
        const poly = await upload(owner, Buffer.concat([img.bytes, tail]), { filename: img.name, type: img.type });
        expect([poly.status, poly.body.error?.code], img.type).toEqual([422, 'UPLOAD_UNREADABLE']);
      }
    }
    expect((await rows(owner.user.id)).length).toBe(before);
    expect(filesUnder(uploadsConfig.dir).length).toBe(filesBefore);
  });

  it('refuses a truncated image and a form cut off before its end; nothing stored', async () => {
    const before = (await rows(owner.user.id)).length;
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const cut = await upload(owner, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(cut.status).toBe(422);
    expect(cut.body.error?.code).toBe('UPLOAD_UNREADABLE');

    const form = await rawUpload(owner, [whole.subarray(0, 200)], { end: false });
    expect(form.status).toBe(400);
    expect(form.body.error?.code).toBe('UPLOAD_INCOMPLETE');
    expect((await rows(owner.user.id)).length).toBe(before);
  });

  it('refuses anonymous callers, cross-site posts and unknown or closed purposes', async () => {
    const img = await jpeg();
    const anon = await upload(null, img);
    expect([anon.status, anon.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
    // Without the header only our own script can add (the /graphql CSRF rule), or from another site.
    const res = await fetch(`${app.url}/uploads`, {
      method: 'POST',
      headers: { cookie: owner.client.cookie ?? '' },
      body: (() => {
        const f = new FormData();
        f.append('purpose', 'real_name');
        f.append('file', new Blob([new Uint8Array(img)]), 'a.jpg');
        return f;
      })(),
    });
    expect([res.status, await errorOf(res)]).toEqual([403, 'FORBIDDEN']);
    const foreign = await upload(owner, img, { headers: { origin: 'https://evil.example' } });
    expect([foreign.status, foreign.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    for (const purpose of ['avatar', 'banner', '']) {
      const bad = await upload(owner, img, { purpose });
      expect([bad.status, bad.body.error?.code]).toEqual([400, 'UPLOAD_PURPOSE_INVALID']);
    }
    const [banners] = await app.ds.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1 AND purpose = 'banner'`, [
      owner.user.id,
    ]);
    expect(banners.n).toBe(0);
  });

  it('attaches only the owner’s unattached uploads of the right purpose, all or none, in the caller’s transaction', async () => {
    const mine = (await upload(owner, await jpeg())).body.id as string;
    const mine2 = (await upload(owner, await jpeg())).body.id as string;
    const receipt = (await upload(owner, await jpeg(), { purpose: 'receipt' })).body.id as string;
    const attach = (who: TestUser, ids: string[], purpose = 'real_name') =>
      app.ds.transaction((em) => app.services.uploads.attach(em, who.user.id, ids, purpose, { type: 'real_name_submission', id: 'S1' }));
    const attached = async () =>
      (await app.ds.query(`SELECT id FROM uploads WHERE id = ANY($1) AND attached_at IS NOT NULL`, [[mine, mine2, receipt]])).length;

    await expect(attach(other, [mine])).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await expect(attach(owner, [mine, receipt])).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await expect(attach(owner, [mine, '00000000-0000-4000-8000-000000000000'])).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    await expect(attach(owner, ['not-a-uuid'])).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect(await attached()).toBe(0);

    await attach(owner, [mine, mine2]);
    const [row] = await app.ds.query(`SELECT reference_type, reference_id, attached_at FROM uploads WHERE id = $1`, [mine]);
    expect(row).toMatchObject({ reference_type: 'real_name_submission', reference_id: 'S1' });
    expect(new Date(row.attached_at).getTime()).toBe(app.clock.now().getTime());
    await expect(attach(owner, [mine])).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' }); // used once only
    // A failure later in the caller's transaction undoes the attach.
    await expect(
      app.ds.transaction(async (em) => {
        await app.services.uploads.attach(em, owner.user.id, [receipt], 'receipt', { type: 'deposit', id: 'D1' });
        throw new Error('the submission failed');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await attached()).toBe(2);
  });

  it('two submissions racing for one upload: exactly one attaches it', async () => {
    const id = (await upload(owner, await jpeg())).body.id as string;
    const race = await Promise.allSettled(
      ['A', 'B'].map((ref) =>
        app.ds.transaction((em) => app.services.uploads.attach(em, owner.user.id, [id], 'real_name', { type: 'race', id: ref })),
      ),
    );
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = race.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    const [row] = await app.ds.query(`SELECT reference_type, reference_id FROM uploads WHERE id = $1`, [id]);
    expect(row.reference_type).toBe('race');
    expect(['A', 'B']).toContain(row.reference_id);
  });

  it('shows an upload to its owner and to ops, each through their own link; never to another user', async () => {
    const id = (await upload(owner, await jpeg())).body.id as string;
    expect((await get(owner, app.services.uploads.viewUrl(owner.user, id))).status).toBe(200);
    expect((await get(ops, app.services.uploads.viewUrl(ops.user, id))).status).toBe(200);

    // Another user: with a link signed for them, or with the owner's link.
    const theirs = await get(other, app.services.uploads.viewUrl(other.user, id));
    expect([theirs.status, await errorOf(theirs)]).toEqual([404, 'UPLOAD_NOT_FOUND']);
    const borrowed = await get(other, app.services.uploads.viewUrl(owner.user, id));
    expect([borrowed.status, await errorOf(borrowed)]).toEqual([404, 'UPLOAD_NOT_FOUND']);
    const anonymous = await get(null, app.services.uploads.viewUrl(owner.user, id));
    expect([anonymous.status, await errorOf(anonymous)]).toEqual([401, 'UNAUTHENTICATED']);
    // A real-name image has no public address.
    const pub = await get(null, app.services.uploads.publicUrl(id));
    expect(pub.status).toBe(404);
  });

  it('signed links expire after five minutes and fail when altered; each view is audited, failures are not', async () => {
    const id = (await upload(owner, await jpeg())).body.id as string;
    const link = app.services.uploads.viewUrl(owner.user, id);
    expect(link).toMatch(new RegExp(`^/uploads/${id}\\?v=${owner.user.id}&exp=\\d+&sig=[A-Za-z0-9_-]+$`));

    expect((await get(owner, link)).status).toBe(200);
    expect((await get(owner, link)).status).toBe(200);
    expect(await viewed(id)).toBe(2);
    const [entry] = await app.ds.query(
      `SELECT actor_id, target_type, after FROM audit_log WHERE action = 'upload.viewed' AND target_id = $1 LIMIT 1`,
      [id],
    );
    expect(entry).toMatchObject({
      actor_id: owner.user.id,
      target_type: 'upload',
      after: { ownerId: owner.user.id, purpose: 'real_name' },
    });

    const url = new URL(link, app.url);
    const altered = (key: string, value: string) => {
      const u = new URL(url);
      u.searchParams.set(key, value);
      return `${u.pathname}${u.search}`;
    };
    const sig = url.searchParams.get('sig') as string;
    const tampered = [
      altered('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
      altered('exp', String(Number(url.searchParams.get('exp')) + 3600)),
      altered('v', other.user.id),
      `/uploads/${id}?v=${owner.user.id}`,
    ];
    for (const t of tampered) {
      const res = await get(owner, t);
      expect([res.status, await errorOf(res)]).toEqual([403, 'UPLOAD_LINK_INVALID']);
    }

    app.clock.advance(VIEW_LINK_SECONDS * 1000 - 1000);
    expect((await get(owner, link)).status).toBe(200);
    app.clock.advance(2000);
    const late = await get(owner, link);
    expect([late.status, await errorOf(late)]).toEqual([403, 'UPLOAD_LINK_EXPIRED']);
    expect(await viewed(id)).toBe(3);
  });

  it('banners: only ops may upload them, and they are public with a long cache', async () => {
    const img = await jpeg(120, 40);
    const res = await upload(ops, img, { purpose: 'banner' });
    expect(res.status).toBe(201);
    const url = app.services.uploads.publicUrl(res.body.id as string);
    expect(url).toBe(`/uploads/public/${res.body.id}`);
    const pub = await get(null, url);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/jpeg');
    expect(pub.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await sharp(Buffer.from(await pub.arrayBuffer())).metadata()).width).toBe(120);
    expect((await get(null, '/uploads/public/not-an-id')).status).toBe(404);
  });

  it('the cleanup job deletes uploads left unattached for a day (row and stored bytes) and keeps attached ones', async () => {
    const u = await app.registerUser();
    const kept = (await upload(u, await jpeg())).body.id as string;
    const dropped = (await upload(u, await jpeg())).body.id as string;
    const young = async () => {
      app.clock.advance(UNATTACHED_TTL_MS - 60_000);
      return (await upload(u, await jpeg())).body.id as string;
    };
    await app.ds.transaction((em) => app.services.uploads.attach(em, u.user.id, [kept], 'real_name', { type: 'test', id: 'T1' }));
    const keys = Object.fromEntries((await rows(u.user.id)).map((r) => [r.id, r.storage_key]));
    const recent = await young(); // made just under a day after the others
    app.clock.advance(120_000); // the first two are now a day and a minute old

    // Through the module's scheduled job, as pg-boss runs it.
    const job = uploadsModule.jobs?.find((j) => j.name === 'uploads-cleanup');
    expect(job?.cron).toBe('17 * * * *');
    await job?.run(app.services);
    const left = (await rows(u.user.id)).map((r) => r.id);
    expect(left).toContain(kept);
    expect(left).toContain(recent);
    expect(left).not.toContain(dropped);
    expect(fs.existsSync(path.join(uploadsConfig.dir, keys[dropped]))).toBe(false);
    expect(fs.existsSync(path.join(uploadsConfig.dir, keys[kept]))).toBe(true);
    expect((await get(u, app.services.uploads.viewUrl(u.user, kept))).status).toBe(200);
    // Too old to attach now, even if the job has not run yet.
    app.clock.advance(UNATTACHED_TTL_MS);
    await expect(
      app.ds.transaction((em) => app.services.uploads.attach(em, u.user.id, [recent], 'real_name', { type: 'test', id: 'T2' })),
    ).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
  });

  it('caps how many unattached uploads one user holds (UPLOAD_MAX_PENDING)', async () => {
    const u = await app.registerUser();
    for (let i = 0; i < uploadsConfig.maxPending; i++) expect((await upload(u, await jpeg())).status).toBe(201);
    const res = await upload(u, await jpeg());
    expect([res.status, res.body.error?.code]).toEqual([429, 'UPLOAD_LIMIT_REACHED']);
    expect((await rows(u.user.id)).length).toBe(uploadsConfig.maxPending);
  });
});
