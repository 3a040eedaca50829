import { RealName1764510000000 } from '../../../../migrations/1764510000000-RealName';
import { realNameNotifications } from './real-name.notifications';
import { defineModule } from '../../app/module';
import { FieldCipher } from '../../shared/field-cipher';
import { RealNameSubmission } from './real-name.entities';
import { RealNameError, realNameErrorDescriptions } from './real-name.errors';
import { RealNameFieldsResolver, RealNameResolver, RealNameUserFieldsResolver } from './real-name.resolver';
import { RealNameReviewReason, realNameReview, realNameReviewReasonDescriptions } from './real-name.reviews';
import { RealNameService } from './real-name.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    realName: RealNameService;
  }
}

/** Real-name (identity) verification: submissions with two ID images, reviewed by ops; gates withdrawals. */
export const realNameModule = defineModule({
  name: 'realName',
  entities: [RealNameSubmission],
  migrations: [RealName1764510000000],
  resolvers: [RealNameResolver, RealNameFieldsResolver, RealNameUserFieldsResolver],
  errors: RealNameError,
  errorDescriptions: realNameErrorDescriptions,
  reviewReasons: RealNameReviewReason,
  reviewReasonDescriptions: realNameReviewReasonDescriptions,
  events: ['REAL_NAME_UPDATED'],
  eventDescriptions: {
    REAL_NAME_UPDATED: "The user's real-name submission changed status (recordId, status; reason and reasonCode on a refusal).",
  },
  notifications: realNameNotifications,
  create: ({ ds, uow, clock, audit, config, uploads }) => ({
    realName: new RealNameService(ds, uow, clock, audit, uploads, FieldCipher.fromConfig(config)),
  }),
  reviews: ({ ds }) => [realNameReview(ds)],
});
