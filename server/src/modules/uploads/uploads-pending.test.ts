import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';

// UPLOAD_MAX_PENDING under a flood of parallel uploads by one user (issue 30, security): the check and
// the row it protects happen in one transaction under the user's upload lock, so parallel uploads can
// no longer all pass the count before any of them is stored.

describe('the pending-upload cap under parallel uploads', () => {
  let app: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-uploads-pending-'));
  // Parallel uploads fewer than the image decoder's queue holds (two decoding, sixteen waiting), so
  // none is turned away as busy and every one reaches the cap's check: the race is the cap's alone.
  const MAX_PENDING = 6;
  const PARALLEL = 18;

  beforeAll(async () => {
    const base = loadConfig();
    app = await createTestApp({
      dataDir,
      fieldEncryptionKey: undefined,
      uploads: { ...base.uploads, s3: undefined, dir: path.join(dataDir, 'uploads'), maxPending: MAX_PENDING },
    });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('18 parallel uploads through POST /uploads store at most UPLOAD_MAX_PENDING; the rest are UPLOAD_LIMIT_REACHED and leave no file', async () => {
    const u = await app.registerUser();
    const image = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => u.client.upload(image)));
    const stored = (await app.ds.query(`SELECT id FROM uploads WHERE owner_id = $1`, [u.user.id])) as Array<{ id: string }>;
    const accepted = answers.filter((a) => a.status === 201).map((a) => a.body.id);
    const refused = answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.body.error?.code}`);

    expect(stored.length).toBeLessThanOrEqual(MAX_PENDING);
    expect(stored.map((r) => r.id).sort()).toEqual([...accepted].sort());
    // Every refusal is the cap's stable code, and the cap is exact: full, not one over.
    expect(refused).toEqual(Array.from({ length: PARALLEL - MAX_PENDING }, () => '429 UPLOAD_LIMIT_REACHED'));
    expect(stored.length).toBe(MAX_PENDING);
    // Every accepted upload's bytes are on disk, and nothing else is (a refused one left no file behind).
    const files = fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBe(stored.length);
  });
});
