import { useIntl } from 'react-intl';
import { memoView } from './statementMemo';

/**
 * A ledger line's memo in the reader's language: a code as its text, a day in the reader's date format,
 * ops' own note as they wrote it (marked `data-ops-content`: ops' words are not the app's texts).
 */
export function StatementMemo({ memo }: { memo: string }) {
  const intl = useIntl();
  const view = memoView(memo, (id) => Object.hasOwn(intl.messages, id));
  if (view.kind === 'code') return <span data-memo-code={view.code}>{intl.formatMessage({ id: view.messageId })}</span>;
  if (view.kind === 'day')
    return (
      <time dateTime={memo.trim()}>
        {intl.formatDate(view.day, { dateStyle: 'medium', timeZone: 'UTC' } as Intl.DateTimeFormatOptions)}
      </time>
    );
  return <span data-ops-content>{view.text}</span>;
}
