import { Uploads1764500000000 } from '../../../../migrations/1764500000000-Uploads';
import { defineModule } from '../../app/module';
import { encryptionKeyFromConfig } from '../../shared/field-cipher';
import { logger } from '../../shared/logger';
import { Upload } from './upload.entity';
import { UploadCipher } from './upload-cipher';
import { createUploadStore } from './upload-store';
import { UploadError, uploadErrorDescriptions } from './uploads.errors';
import { uploadRoutes } from './uploads.http';
import { UploadsService } from './uploads.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    uploads: UploadsService;
  }
}

/**
 * Image uploads (issue 18): POST /uploads and the view links (uploads.http.ts, this module's `routes`),
 * the service other modules attach uploads with, and the job that deletes unused ones.
 */
export const uploadsModule = defineModule({
  name: 'uploads',
  entities: [Upload],
  migrations: [Uploads1764500000000],
  errors: UploadError,
  errorDescriptions: uploadErrorDescriptions,
  create: ({ ds, clock, config, audit, overrides }) => {
    if (overrides.uploads) return { uploads: overrides.uploads };
    if (!config.uploads.s3 && config.mode === 'production' && config.databaseUrl) {
      // Several API processes on one database each see only their own disk: set S3_URL for them.
      logger.warn({ dir: config.uploads.dir }, 'uploads are kept on this host’s disk; with more than one API process set S3_URL');
    }
    const store = createUploadStore(config.uploads);
    return { uploads: new UploadsService(ds, clock, audit, config.uploads, store, new UploadCipher(encryptionKeyFromConfig(config))) };
  },
  // Image uploads and their signed view links (multipart, streamed).
  routes: ({ services, config, currentUser }) => [
    {
      path: '/uploads',
      router: uploadRoutes({ services, trustProxyHops: config.trustProxyHops, publicUrl: config.publicUrl, currentUser }),
    },
  ],
  jobs: [{ name: 'uploads-cleanup', cron: '17 * * * *', run: (s) => s.uploads.deleteUnattached().then(() => undefined) }],
});
