import { FormattedMessage } from 'react-intl';
import './localised-text.css';

/** A text ops wrote, as the API returns it: in the reader's language, or in English with fallback set. */
export interface LocalisedTextValue {
  text: string;
  lang: string;
  fallback: boolean;
}

/**
 * Shows a text ops wrote. When it has no version in the reader's language the English one is shown,
 * marked with a small "(English)" tag in the reader's language, so nobody takes it for a broken screen.
 */
export function LocalisedText({ value, testId }: { value: LocalisedTextValue; testId?: string }) {
  return (
    <>
      <span lang={value.lang} data-testid={testId}>
        {value.text}
      </span>
      {value.fallback && (
        <span className="text-fallback-tag" data-testid={testId ? `${testId}-fallback` : 'text-fallback'}>
          <FormattedMessage id="text.fallback.english" />
        </span>
      )}
    </>
  );
}

/** The text alone, for places that take a string (a confirmation message, a title attribute). */
export function localisedString(value: LocalisedTextValue, inEnglish: string): string {
  return value.fallback ? `${value.text} ${inEnglish}` : value.text;
}
