import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { TextField } from '../../ui/Field';

// What the ops editors of IPO and block-trade offerings share: the draft's text and date fields, and the
// submit (check the draft, create or save, toast, back to the list).

export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}

/** The keys of a draft whose values are plain strings (its name per language is edited apart). */
type StringKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/** The draft's text fields, then its date-and-time fields; test ids `<testIdPrefix>-<key>`. */
export function DraftFields<D extends object>({
  draft,
  set,
  text,
  dates,
  testIdPrefix,
}: {
  draft: D;
  set: (key: StringKey<D>) => (value: string) => void;
  text: ReadonlyArray<TextFieldSpec<StringKey<D>>>;
  dates: ReadonlyArray<{ key: StringKey<D>; label: string }>;
  testIdPrefix: string;
}) {
  return (
    <>
      {text.map((f) => (
        <TextField
          key={f.key}
          label={<FormattedMessage id={f.label} />}
          hint={f.hint ? <FormattedMessage id={f.hint} /> : undefined}
          value={draft[f.key] as string}
          onChange={set(f.key)}
          inputMode={f.inputMode}
          autoComplete="off"
          testId={`${testIdPrefix}-${f.key}`}
        />
      ))}
      {dates.map(({ key, label }) => (
        <TextField
          key={key}
          type="datetime-local"
          step={1}
          label={<FormattedMessage id={label} />}
          value={draft[key] as string}
          onChange={set(key)}
          testId={`${testIdPrefix}-${key}`}
        />
      ))}
    </>
  );
}

/**
 * The editor's submit: the draft checked here first (its message shown), then created or saved; on success
 * a toast (`toasts.saved` for an edit, `toasts.created` for a new one) and back to `OPS_PATH/<path>`.
 */
export function useOfferingSubmit<I>({
  editing,
  check,
  save,
  toasts,
  path,
  onToast,
}: {
  editing: boolean;
  check: () => { ok: true; input: I } | { ok: false; messageId: string };
  save: (input: I) => Promise<unknown>;
  toasts: { saved: string; created: string };
  path: string;
  onToast: (text: string) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = check();
    if (!checked.ok) return setError(intl.formatMessage({ id: checked.messageId }));
    try {
      await save(checked.input);
      onToast(intl.formatMessage({ id: editing ? toasts.saved : toasts.created }));
      navigate(`${OPS_PATH}/${path}`);
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  return { submit, error };
}
