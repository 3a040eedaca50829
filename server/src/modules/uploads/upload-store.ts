import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { UploadsConfig } from '../../config';

/** Where the encrypted bytes of uploads and documents live. Keys are made by the services (`ab/<uuid>.bin`, `documents/ab/<uuid>.bin`). */
export interface UploadStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a key already gone is not an error. */
  delete(key: string): Promise<void>;
}

// Uploads at `ab/<uuid>.bin`, documents (issue 36) at `documents/ab/<uuid>.bin`.
const KEY = /^(?:documents\/)?[0-9a-f]{2}\/[0-9a-f-]{36}\.bin$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not an upload storage key: ${key}`);
  return key;
}

/** A folder on local disk (the default: VELA_DATA_DIR/uploads). Files are written aside and renamed into place. */
export class LocalDiskStore implements UploadStore {
  readonly kind = 'local' as const;

  constructor(readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, checkKey(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(tmp, body, { mode: 0o600, flag: 'wx' });
    try {
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

/** An S3-compatible bucket (MinIO, AWS S3…), path-style addressing; the bucket is created if missing. */
export class S3Store implements UploadStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private bucketReady: Promise<void> | null = null;

  constructor(private readonly s3: NonNullable<UploadsConfig['s3']>) {
    this.client = new S3Client({
      endpoint: s3.url,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    });
  }

  get bucket(): string {
    return this.s3.bucket;
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.s3.bucket }));
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status !== 404) throw err;
        try {
          await this.client.send(new CreateBucketCommand({ Bucket: this.s3.bucket }));
        } catch (createErr) {
          const name = (createErr as Error).name;
          if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw createErr;
        }
      }
    })().catch((err) => {
      this.bucketReady = null;
      throw err;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.ensureBucket();
    await this.client.send(
      new PutObjectCommand({ Bucket: this.s3.bucket, Key: checkKey(key), Body: body, ContentType: 'application/octet-stream' }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: checkKey(key) }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey || (err as Error).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: checkKey(key) }));
  }
}

/** S3 when S3_URL is set, else the local folder. */
export function createUploadStore(config: UploadsConfig): UploadStore {
  return config.s3 ? new S3Store(config.s3) : new LocalDiskStore(config.dir);
}
