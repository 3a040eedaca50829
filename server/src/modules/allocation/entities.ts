import { Arg, Field, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import {
  type LocalisedTextInput,
  LocalisedText,
  type LocalisedTexts,
  LocalisedTextValues,
  localise,
  localisedTexts,
  localisedValues,
} from '../../shared/localised-text';

type LocalisedTextInputLike = Pick<LocalisedTextInput, 'en' | 'fr' | 'es' | 'zhHans' | 'zhHant'>;

// The columns that IPO offerings and block-trade offerings (and their entries: applications,
// subscriptions) share and that only the server reads. Each product's entity extends these and declares
// its own columns and every field of the API (whose descriptions say what the field means there), but
// for the texts ops write, which both have and read alike: the name and the cancellation reason.

const LANG_ARG = {
  nullable: true,
  description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
} as const;

/**
 * An offering's server-side columns (the secret seed, the draw's counts, who created it and when it last
 * changed) and its texts in every language ops wrote them in (issue 30: English required, the reader's
 * language or English flagged as a fallback).
 */
// An object type only for its fields to be inherited: never referenced, so not in the schema itself.
@ObjectType()
export abstract class OfferingRow {
  /** The English name and cancellation reason (each product's deprecated single-language fields). */
  abstract name: string;
  abstract cancelReason: string | null;

  /** Every language version of the name (null: a row from before issue 30, English only). */
  @Column({ name: 'name_i18n', type: 'jsonb', nullable: true })
  nameTexts: LocalisedTexts | null;

  /** Every language version of ops' cancellation reason (null: not cancelled, or English only). */
  @Column({ name: 'cancel_reason_i18n', type: 'jsonb', nullable: true })
  cancelReasonTexts: LocalisedTexts | null;

  @Field(() => LocalisedText, { description: 'The name ops gave it, in the reader’s language (English, flagged, when untranslated).' })
  nameText(@Arg('lang', () => String, LANG_ARG) lang?: string | null): LocalisedText {
    return localise(this.nameTexts ?? { en: this.name }, lang);
  }

  @Field(() => LocalisedTextValues, { description: 'Ops: every language version of the name.' })
  nameTranslations(): LocalisedTextValues {
    return localisedValues(this.nameTexts ?? { en: this.name });
  }

  @Field(() => LocalisedText, {
    nullable: true,
    description: 'Why ops cancelled it, in the reader’s language (English, flagged, when untranslated); null unless cancelled.',
  })
  cancelReasonText(@Arg('lang', () => String, LANG_ARG) lang?: string | null): LocalisedText | null {
    const texts = this.cancelReasonTexts ?? (this.cancelReason ? { en: this.cancelReason } : null);
    return texts ? localise(texts, lang) : null;
  }

  @Field(() => LocalisedTextValues, { nullable: true, description: 'Ops: every language version of the cancellation reason.' })
  cancelReasonTranslations(): LocalisedTextValues | null {
    const texts = this.cancelReasonTexts ?? (this.cancelReason ? { en: this.cancelReason } : null);
    return texts ? localisedValues(texts) : null;
  }

  /** The secret seed: revealed (in the product's draw record) only once the allocation has run. */
  @Column({ type: 'char', select: false })
  seed: string;

  /** Entries drawn (null before the allocation). */
  @Column({ type: 'int', nullable: true })
  entries: number | null;

  /** The round and the rank in the draw order of the last lot or ticket given (null without a draw). */
  @Column({ name: 'cutoff_round', type: 'int', nullable: true })
  cutoffRound: number | null;

  @Column({ name: 'cutoff_rank', type: 'int', nullable: true })
  cutoffRank: number | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** An entry's (application's, subscription's) server-side columns: its offering, its owner and its money hold. */
export abstract class EntryRow {
  @Column({ name: 'offering_id', type: 'uuid' })
  offeringId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'hold_id', type: 'bigint' })
  holdId: string;
}

/**
 * What ops sent as an offering's cancellation reason: per language when given (TEXT_ENGLISH_REQUIRED
 * without English), else the deprecated single English reason (BAD_INPUT when blank, as before).
 */
export function cancelReasonTexts(
  reasonText: LocalisedTextInputLike | null | undefined,
  reason: string | null | undefined,
): LocalisedTexts {
  if (reasonText) return localisedTexts(reasonText);
  const en = reason?.trim();
  if (!en) throw new DomainError(CommonError.BAD_INPUT);
  return { en };
}

/**
 * What ops sent as an offering's name: per language when given (TEXT_ENGLISH_REQUIRED without English),
 * else the deprecated single English name (BAD_INPUT when blank, as before); neither: TEXT_ENGLISH_REQUIRED.
 */
export function offeringNameTexts(nameText: LocalisedTextInputLike | null | undefined, name: string | null | undefined): LocalisedTexts {
  if (nameText || name == null) return localisedTexts(nameText);
  const en = name.trim();
  if (!en) throw new DomainError(CommonError.BAD_INPUT);
  return { en };
}
