import { IsBoolean, IsEnum, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { NotificationCategory } from '../notifications/notifications.types';
import { PUSH_LANGS } from './push-texts';
import { PushError } from './push.errors';

const invalid = { context: { code: PushError.PUSH_SUBSCRIPTION_INVALID } };

@InputType({ description: 'The keys of a browser’s PushSubscription (as `subscription.toJSON().keys` gives them, base64url).' })
export class PushSubscriptionKeysInput {
  @Field({ description: 'The device’s P-256 public key (65 bytes, base64url).' })
  @IsString(invalid)
  @MaxLength(100, invalid)
  p256dh: string;

  @Field({ description: 'The device’s auth secret (16 bytes, base64url).' })
  @IsString(invalid)
  @MaxLength(40, invalid)
  auth: string;
}

@InputType({ description: 'A browser’s PushSubscription as `subscription.toJSON()` gives it.' })
export class PushSubscriptionInput {
  @Field({ description: 'The push service’s URL for this device (https; at most 1,024 characters).' })
  @IsString(invalid)
  @MaxLength(1024, invalid)
  endpoint: string;

  @Field(() => Number, { nullable: true, description: 'Ignored: the app renews the subscription when the browser does.' })
  @IsOptional()
  expirationTime?: number | null;

  @Field(() => PushSubscriptionKeysInput, { description: 'The subscription’s keys: p256dh and auth.' })
  @ValidateNested()
  keys: PushSubscriptionKeysInput;
}

@ArgsType()
export class SubscribePushArgs {
  @Field(() => PushSubscriptionInput, { description: 'The browser’s PushSubscription, as its toJSON() gives it.' })
  @ValidateNested()
  subscription: PushSubscriptionInput;

  @Field(() => String, { description: 'The language this device reads in (en, fr, es, zh-Hans, zh-Hant): pushes to it are written in it.' })
  @IsIn(PUSH_LANGS, { context: { code: CommonError.BAD_INPUT } })
  lang: string;
}

@ArgsType()
export class PushEndpointArgs {
  @Field(() => String, { nullable: true, description: 'This device’s endpoint, to learn whether it is subscribed.' })
  @IsOptional()
  @IsString()
  @MaxLength(1024, invalid)
  endpoint?: string | null;
}

@ArgsType()
export class UnsubscribePushArgs {
  @Field({ description: 'The endpoint of the device to unsubscribe.' })
  @IsString(invalid)
  @MaxLength(1024, invalid)
  endpoint: string;
}

@ArgsType()
export class SetPushCategoryArgs {
  @Field(() => NotificationCategory, { description: 'The category to switch.' })
  @IsEnum(NotificationCategory, { context: { code: CommonError.BAD_INPUT } })
  category: NotificationCategory;

  @Field({ description: 'Whether notifications of this category are pushed to the user’s devices.' })
  @IsBoolean({ context: { code: CommonError.BAD_INPUT } })
  enabled: boolean;
}

@ObjectType({ description: 'Whether one category of notifications is pushed to the user’s devices.' })
export class PushCategorySetting {
  @Field(() => NotificationCategory, { description: 'The category.' })
  category: NotificationCategory;

  @Field({ description: 'Whether its notifications are pushed.' })
  enabled: boolean;
}

@ObjectType({ description: 'The user’s Web Push settings: the key to subscribe with, their devices and their switches.' })
export class PushSettings {
  @Field({ description: 'The VAPID public key (base64url): `applicationServerKey` of `pushManager.subscribe`.' })
  vapidPublicKey: string;

  @Field(() => Int, { description: 'How many of the user’s devices are subscribed.' })
  deviceCount: number;

  @Field({ description: 'Whether the endpoint asked about is subscribed for this user (false when none was given).' })
  thisDevice: boolean;

  @Field(() => [PushCategorySetting], { description: 'Every category, in a fixed order (orders, money, offerings, alerts, news).' })
  categories: PushCategorySetting[];
}
