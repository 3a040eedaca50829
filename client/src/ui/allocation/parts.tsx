import { type ReactNode, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../money/format';
import { TextInput } from '../Field';
import { Summary } from '../money/Summary';
import { When } from './when';
import './allocation.css';

// Home's win notices import these alone (not the rest of this file): the first screen's JavaScript.
export { codeOf, marketOf } from './when';
export { When };

export function Amount({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  const format = useFormatMoney();
  return (
    <span className="money" data-testid={testId}>
      {format(value, currency)}
    </span>
  );
}

/** Label/value pairs in a grid (cards). */
export function Facts({ items }: { items: ReadonlyArray<{ key: string; label: ReactNode; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="alloc-facts">
      {items.map((item) => (
        <div key={item.key} className="alloc-facts__item">
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What an offering's chip says: its phase (from its dates), except once its allocation has run (an IPO
 * drawn or issued, a block trade closed), when it says Drawn — "Closed" would not tell a user the result is in.
 */
export function shownPhase(phase: string, drawn: boolean): string {
  return drawn && phase !== 'CANCELLED' && phase !== 'FAILED' ? 'DRAWN' : phase;
}

/**
 * An offering's phase chip: `<messages>.phase.<shown>` in the tone `tone` gives for it; `data-phase` keeps
 * the server's phase, `data-shown` what the chip says.
 */
export function OfferingPhaseChip({
  phase,
  drawn,
  messages,
  tone,
  testId,
}: {
  phase: string;
  drawn: boolean;
  messages: string;
  tone: (shown: string) => string;
  testId?: string;
}) {
  const shown = shownPhase(phase, drawn);
  return (
    <span className={`status status--${tone(shown)}`} data-testid={testId} data-phase={phase} data-shown={shown}>
      <FormattedMessage id={`${messages}.phase.${shown}`} />
    </span>
  );
}

export { OpsText } from './OpsText';

/** An offering's name, code and phase chip at the top of its card or hero (`span` inside a button). */
export function OfferingHead({
  as: Tag = 'div',
  name,
  code,
  chip,
  nameTestId,
  codeTestId,
}: {
  as?: 'div' | 'span';
  name: ReactNode;
  code: ReactNode;
  chip: ReactNode;
  nameTestId?: string;
  codeTestId?: string;
}) {
  return (
    <Tag className="alloc-card__head">
      <span className="alloc-card__title">
        {/* The name ops gave the offering (LocalisedText): their languages, not the app's texts. */}
        <span className="alloc-card__name" data-testid={nameTestId} data-ops-content>
          {name}
        </span>
        <span className="alloc-card__code" data-testid={codeTestId}>
          {code}
        </span>
      </span>
      {chip}
    </Tag>
  );
}

/** The big label/value figures of an offering's hero. */
export function HeroFigures({ items }: { items: ReadonlyArray<{ key: string; label: ReactNode; value: ReactNode }> }) {
  return (
    <div className="alloc-hero__prices">
      {items.map((item) => (
        <div key={item.key}>
          <p className="alloc-hero__label">{item.label}</p>
          <p className="alloc-hero__value">{item.value}</p>
        </div>
      ))}
    </div>
  );
}

/** The dates line at the foot of an offering card ("Opens … Closes …"). */
export function CardDates({ items }: { items: ReadonlyArray<{ key: string; label: ReactNode; at: string | null | undefined }> }) {
  return (
    <span className="alloc-card__dates">
      {items.map((item) => (
        <span key={item.key}>
          {item.label} <When at={item.at} />
        </span>
      ))}
    </span>
  );
}

/** A titled card of label/value lines (an offering's terms, its schedule), with an optional note below. */
export function TermsCard({
  title,
  testId,
  rows,
  children,
}: {
  title: ReactNode;
  testId: string;
  rows: Parameters<typeof Summary>[0]['rows'];
  children?: ReactNode;
}) {
  return (
    <>
      <h2 className="section-title">{title}</h2>
      <div className="card alloc-summary">
        <Summary testId={testId} rows={rows} />
        {children}
      </div>
    </>
  );
}

/**
 * The phase follows the clock: reads the offering again half a second after the next of its dates
 * (opening, closing, drawing) passes while it is on screen.
 */
export function useRefetchAtNext(times: ReadonlyArray<string | null | undefined>, refetch: () => Promise<unknown>): void {
  const key = times.join('|');
  useEffect(() => {
    if (!key) return;
    const now = Date.now();
    const next = key
      .split('|')
      .filter(Boolean)
      .map((t) => new Date(t).getTime() - now)
      .filter((ms) => ms > 0 && ms < 2 ** 31 - 1)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = window.setTimeout(() => void refetch().catch(() => undefined), next + 500);
    return () => window.clearTimeout(timer);
  }, [key, refetch]);
}

/** A whole count typed or stepped with − and + (shares, tickets); test ids `<id>`, `<id>-less`, `<id>-more`. */
export function Stepper({
  id,
  value,
  onChange,
  step,
  lessLabel,
  moreLabel,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The value one step down (−1) or up (+1) from the current one. */
  step: (direction: 1 | -1) => string;
  lessLabel: string;
  moreLabel: string;
}) {
  return (
    <div className="alloc-stepper">
      <button
        type="button"
        className="alloc-stepper__button"
        aria-label={lessLabel}
        onClick={() => onChange(step(-1))}
        data-testid={`${id}-less`}
      >
        −
      </button>
      <TextInput
        id={id}
        value={value}
        onChange={(v) => onChange(v.replace(/[^\d]/g, ''))}
        inputMode="numeric"
        autoComplete="off"
        testId={id}
      />
      <button
        type="button"
        className="alloc-stepper__button"
        aria-label={moreLabel}
        onClick={() => onChange(step(1))}
        data-testid={`${id}-more`}
      >
        +
      </button>
    </div>
  );
}
