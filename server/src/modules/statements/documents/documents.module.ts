import { Documents1766510000000 } from '../../../../../migrations/1766510000000-Documents';
import { defineModule } from '../../../app/module';
import { encryptionKeyFromConfig } from '../../../shared/field-cipher';
import { logger } from '../../../shared/logger';
import { UploadCipher } from '../../uploads/upload-cipher';
import { buildDocument } from './document-builders';
import { documentsNotifications } from './documents.notifications';
import { DocumentsError, documentsErrorDescriptions } from './documents.errors';
import { documentRoutes } from './documents.http';
import { DocumentsResolver } from './documents.resolver';
import { DOCUMENT_UPDATED, DocumentsService } from './documents.service';

declare module '../../../app/registry' {
  interface ServiceRegistry {
    /** Statements, trade confirmations, tax reports and exports: made, stored encrypted, downloaded through signed links. */
    documents: DocumentsService;
  }
}

/** Issue 36: documents users keep, built from the ledger (which they only read). */
export const documentsModule = defineModule({
  name: 'documents',
  migrations: [Documents1766510000000],
  resolvers: [DocumentsResolver],
  errors: DocumentsError,
  errorDescriptions: documentsErrorDescriptions,
  events: [DOCUMENT_UPDATED],
  eventDescriptions: {
    [DOCUMENT_UPDATED]:
      'One of the user’s documents moved on (recordId: the document; status, progress 0–100, kind, documentNo, period; errorCode when it failed).',
  },
  notifications: documentsNotifications,
  create: ({ ds, clock, config, uow, audit, uploads }) => ({
    documents: new DocumentsService(
      ds,
      clock,
      uow,
      audit,
      uploads.store,
      new UploadCipher(encryptionKeyFromConfig(config), 'documents'),
      buildDocument,
    ),
  }),
  routes: ({ services, config, currentUser }) => [
    documentRoutes({ documents: () => services.documents, trustProxyHops: config.trustProxyHops, currentUser }),
  ],
  jobs: [
    {
      // Every minute: makes what is waiting (a process that stopped mid-build leaves it to this).
      name: 'documents-build',
      cron: '* * * * *',
      run: async (services) => {
        const built = await services.documents.buildPending();
        if (built > 0) logger.info({ built }, 'documents made');
      },
    },
    {
      // Hourly: once a month is over, queues its statement for every user (catching up missed months).
      name: 'statements-monthly',
      cron: '20 * * * *',
      run: async (services) => {
        await services.documents.scheduleMonthlyStatements();
      },
    },
  ],
});
