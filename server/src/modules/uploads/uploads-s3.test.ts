import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type UploadsConfig } from '../../config';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { S3Store } from './upload-store';
import { UNATTACHED_TTL_MS } from './uploads.service';

// The S3-compatible store against a real MinIO (docker compose's `minio` service, or any S3 endpoint):
// runs only when S3_URL (with S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY) is set, e.g.
//   S3_URL=http://127.0.0.1:9000 S3_BUCKET=vela-test S3_ACCESS_KEY=… S3_SECRET_KEY=… npx vitest run --root server src/modules/uploads
const s3 = loadConfig().uploads.s3;
if (!s3) {
  console.warn(
    '\n*** S3_URL is not set: the S3 (MinIO) upload store test is SKIPPED. Set S3_URL, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY to run it. ***\n',
  );
}

describe.skipIf(!s3)('uploads on an S3-compatible store (MinIO)', () => {
  let app: TestApp;
  let user: TestUser;
  let store: S3Store;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-uploads-s3-'));

  beforeAll(async () => {
    const config: UploadsConfig = { ...loadConfig().uploads, dir: path.join(dataDir, 'uploads') };
    app = await createTestApp({ dataDir, fieldEncryptionKey: undefined, uploads: config });
    user = await app.registerUser();
    store = app.services.uploads.store as S3Store;
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts, gets and deletes objects (a missing key reads as null)', async () => {
    expect(store.kind).toBe('s3');
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}.bin`;
    await store.put(key, Buffer.from('sealed bytes'));
    expect((await store.get(key))?.toString()).toBe('sealed bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting again is not an error
  });

  it('stores an upload encrypted in the bucket, shows it through a signed link, and the cleanup job removes the object', async () => {
    const image = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#aa3300' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('purpose', 'real_name');
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(`${app.url}/uploads`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', cookie: user.client.cookie ?? '' },
      body: form,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await app.ds.query(`SELECT storage_key FROM uploads WHERE id = $1`, [id]);

    const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: row.storage_key }));
    const stored = Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    expect(stored.subarray(0, 4).toString()).toBe('VUP1');
    expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false); // nothing on local disk

    const shown = await fetch(`${app.url}${app.services.uploads.viewUrl(user.user, id)}`, {
      headers: { cookie: user.client.cookie ?? '' },
    });
    expect(shown.status).toBe(200);
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBe(32);

    app.clock.advance(UNATTACHED_TTL_MS + 60_000);
    expect(await app.services.uploads.deleteUnattached()).toBeGreaterThanOrEqual(1);
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket, Prefix: row.storage_key }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });
});
