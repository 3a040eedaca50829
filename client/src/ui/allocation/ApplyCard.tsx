import { type TypedDocumentNode, useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { FormError } from '../Field';
import { useFormatMoney } from '../money/format';
import { Summary } from '../money/Summary';
import './allocation.css';

type SummaryRows = Parameters<typeof Summary>[0]['rows'];

/**
 * The available balance in the offering's currency, read while the form is open (`open`): each product
 * passes its own balances document (its name is part of the trusted documents).
 */
export function useAvailableIn(
  document: TypedDocumentNode<{ balances: ReadonlyArray<{ currency: string; available: string }> }, Record<string, never>>,
  currency: string,
  open: boolean,
): string | undefined {
  const balances = useQuery(document, { fetchPolicy: 'cache-and-network', skip: !open });
  return balances.data?.balances.find((b) => b.currency === currency)?.available;
}

/** An offering that takes no entry now: the product's "not available" line, and what follows (when it opens). */
export function ClosedCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <section className="card alloc-closed" data-testid={testId}>
      {children}
    </section>
  );
}

/**
 * The apply (IPO) or subscribe (block trade) card: its title, the real-name notice, the product's fields,
 * the preview of what will be held (with the available balance once known), the note that the money is
 * held at once, the refusal of the last try (a message id) and the button.
 */
export function ApplyCard({
  testId,
  title,
  notice,
  children,
  previewTestId,
  preview,
  available,
  currency,
  holdNote,
  error,
  submitLabel,
  submitTestId,
  onSubmit,
  busy,
}: {
  testId: string;
  title: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
  previewTestId: string;
  preview: SummaryRows;
  /** The available balance and its label, when known. */
  available?: { amount: string | undefined; label: ReactNode };
  currency: string;
  holdNote: ReactNode;
  error: ReactNode;
  submitLabel: ReactNode;
  submitTestId: string;
  onSubmit: () => void;
  busy: boolean;
}) {
  const formatMoney = useFormatMoney();
  const amount = available?.amount;
  return (
    <section className="card alloc-apply" data-testid={testId}>
      <h2 className="alloc-apply__title">{title}</h2>
      {notice}
      {children}
      <Summary
        testId={previewTestId}
        rows={[
          ...preview,
          ...(amount !== undefined ? [{ key: 'available', label: available?.label, value: formatMoney(amount, currency) }] : []),
        ]}
      />
      <p className="alloc-note">{holdNote}</p>
      <FormError>{error}</FormError>
      <Button onClick={onSubmit} loading={busy} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </section>
  );
}

/** What the confirmation dialog shows before money is held: the summary and the fee note. */
export function ConfirmDetails({ rows, testId, note }: { rows: SummaryRows; testId: string; note: ReactNode }) {
  return (
    <>
      <Summary rows={rows} testId={testId} />
      <p className="alloc-note">{note}</p>
    </>
  );
}
