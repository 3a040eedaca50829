import { LocalisedText, type LocalisedTextValue } from '../text/LocalisedText';

/**
 * A text ops wrote (an offering's name, ops' cancellation reason) in the reader's language, or in English
 * with the "(English)" tag; marked as ops' content (its languages are ops' to enter, not the app's).
 */
export function OpsText({ value, testId }: { value: LocalisedTextValue; testId?: string }) {
  return (
    <span data-ops-content>
      <LocalisedText value={value} testId={testId} />
    </span>
  );
}
