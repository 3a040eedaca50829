import { IsOptional } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { CommonError } from './common.errors';
import { DomainError } from './domain-error';
import { MultiLineText, ShortText } from './validation';

// Texts ops write for users (offering names, fund disclosures, institution descriptions…), one per
// language, English required as every other language's fallback: the shape news already has, for every
// product. Stored as one jsonb column { en, fr?, es?, zh-Hans?, zh-Hant? }; read with `localise`.

export const TEXT_LANGUAGES = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** What a jsonb column of localised text holds: English always, the other languages when written. */
export type LocalisedTexts = { en: string } & Partial<Record<Exclude<TextLanguage, 'en'>, string>>;

/** The reader's language when it is one of the five (zh-TW → zh-Hant, zh → zh-Hans, fr-CA → fr), else English. */
export function textLanguage(lang: string | null | undefined): TextLanguage {
  if (!lang) return 'en';
  const l = lang.toLowerCase();
  const exact = TEXT_LANGUAGES.find((c) => c.toLowerCase() === l);
  if (exact) return exact;
  if (l === 'zh-tw' || l === 'zh-hk' || l === 'zh-mo' || l.startsWith('zh-hant')) return 'zh-Hant';
  if (l.startsWith('zh')) return 'zh-Hans';
  return TEXT_LANGUAGES.find((c) => c === l.split('-')[0]) ?? 'en';
}

@ObjectType({ description: 'A text ops wrote, in the reader’s language, or in English (fallback: true) when it has none in it.' })
export class LocalisedText {
  @Field({ description: 'The text in `lang`.' })
  text: string;

  @Field({ description: 'The language of `text`: the one asked for, or "en" when it has no version in it.' })
  lang: string;

  @Field({ description: 'True when the reader asked for another language and the English text is shown instead.' })
  fallback: boolean;
}

@ObjectType({ description: 'Every language version of a text ops wrote (ops forms); null where not written.' })
export class LocalisedTextValues {
  @Field({ description: 'English (always present).' })
  en: string;
  @Field(() => String, { nullable: true, description: 'French.' })
  fr: string | null;
  @Field(() => String, { nullable: true, description: 'Spanish.' })
  es: string | null;
  @Field(() => String, { nullable: true, description: 'Simplified Chinese.' })
  zhHans: string | null;
  @Field(() => String, { nullable: true, description: 'Traditional Chinese.' })
  zhHant: string | null;
}

@InputType({
  description:
    'One line of text per language (at most 140 characters each). English is required (TEXT_ENGLISH_REQUIRED when absent or blank); a blank other language falls back to English.',
})
export class LocalisedTextInput {
  @Field(() => String, { nullable: true, description: 'English: required.' })
  @IsOptional()
  @ShortText()
  en?: string | null;
  @Field(() => String, { nullable: true, description: 'French.' })
  @IsOptional()
  @ShortText()
  fr?: string | null;
  @Field(() => String, { nullable: true, description: 'Spanish.' })
  @IsOptional()
  @ShortText()
  es?: string | null;
  @Field(() => String, { nullable: true, description: 'Simplified Chinese.' })
  @IsOptional()
  @ShortText()
  zhHans?: string | null;
  @Field(() => String, { nullable: true, description: 'Traditional Chinese.' })
  @IsOptional()
  @ShortText()
  zhHant?: string | null;
}

@InputType({
  description:
    'Text that may span lines, per language (at most 2000 characters each). English is required (TEXT_ENGLISH_REQUIRED when absent or blank); a blank other language falls back to English.',
})
export class LocalisedLongTextInput {
  @Field(() => String, { nullable: true, description: 'English: required.' })
  @IsOptional()
  @MultiLineText()
  en?: string | null;
  @Field(() => String, { nullable: true, description: 'French.' })
  @IsOptional()
  @MultiLineText()
  fr?: string | null;
  @Field(() => String, { nullable: true, description: 'Spanish.' })
  @IsOptional()
  @MultiLineText()
  es?: string | null;
  @Field(() => String, { nullable: true, description: 'Simplified Chinese.' })
  @IsOptional()
  @MultiLineText()
  zhHans?: string | null;
  @Field(() => String, { nullable: true, description: 'Traditional Chinese.' })
  @IsOptional()
  @MultiLineText()
  zhHant?: string | null;
}

type TextInput = { en?: string | null; fr?: string | null; es?: string | null; zhHans?: string | null; zhHant?: string | null };

/**
 * What ops sent, checked and trimmed: the per-language input when given, else the deprecated single
 * (English) field. No English: TEXT_ENGLISH_REQUIRED, nothing stored. Blank languages are left out.
 */
export function localisedTexts(input: TextInput | null | undefined, legacyEnglish?: string | null): LocalisedTexts {
  const src: TextInput = input ?? { en: legacyEnglish };
  const en = src.en?.trim();
  if (!en) throw new DomainError(CommonError.TEXT_ENGLISH_REQUIRED);
  const out: LocalisedTexts = { en };
  const others: Array<[Exclude<TextLanguage, 'en'>, string | null | undefined]> = [
    ['fr', src.fr],
    ['es', src.es],
    ['zh-Hans', src.zhHans],
    ['zh-Hant', src.zhHant],
  ];
  for (const [lang, value] of others) {
    const v = value?.trim();
    if (v) out[lang] = v;
  }
  return out;
}

/** The text in the reader's language, or English with fallback: true. */
export function localise(texts: LocalisedTexts, lang: string | null | undefined): LocalisedText {
  const want = textLanguage(lang);
  const found = texts[want];
  const out = new LocalisedText();
  if (found) {
    out.text = found;
    out.lang = want;
    out.fallback = false;
  } else {
    out.text = texts.en;
    out.lang = 'en';
    out.fallback = want !== 'en';
  }
  return out;
}

/** Every version, for ops forms. */
export function localisedValues(texts: LocalisedTexts): LocalisedTextValues {
  return Object.assign(new LocalisedTextValues(), {
    en: texts.en,
    fr: texts.fr ?? null,
    es: texts.es ?? null,
    zhHans: texts['zh-Hans'] ?? null,
    zhHant: texts['zh-Hant'] ?? null,
  });
}

/** A jsonb column of localised text read from a raw row (pg parses jsonb), with the old English column as its fallback. */
export function textsOf(value: unknown, english: string): LocalisedTexts {
  if (value && typeof value === 'object' && typeof (value as LocalisedTexts).en === 'string') return value as LocalisedTexts;
  return { en: english };
}
