import { Content1764520000000 } from '../../../../migrations/1764520000000-Content';
import { HelpCentre1766460000000 } from '../../../../migrations/1766460000000-HelpCentre';
import { defineModule } from '../../app/module';
import { ContentItem } from './content.entity';
import { ContentError, contentErrorDescriptions } from './content.errors';
import { ContentOpsResolver, ContentResolver } from './content.resolver';
import { ContentService } from './content.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    content: ContentService;
  }
}

/** News, notices, Home banners and help articles: written by ops in five languages, read in the reader's. */
export const contentModule = defineModule({
  name: 'content',
  entities: [ContentItem],
  migrations: [Content1764520000000, HelpCentre1766460000000],
  resolvers: [ContentResolver, ContentOpsResolver],
  errors: ContentError,
  errorDescriptions: contentErrorDescriptions,
  create: ({ ds, clock, audit, uploads, bus }) => ({
    // A banner's image is an upload with purpose `banner`, attached to the item in its transaction.
    content: new ContentService(
      ds,
      clock,
      audit,
      {
        attach: (em, ownerId, uploadId, ref) => uploads.attach(em, ownerId, [uploadId], 'banner', ref),
        publicUrl: (uploadId) => uploads.publicUrl(uploadId),
      },
      bus,
    ),
  }),
});
