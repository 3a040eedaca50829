import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DocumentRow_DocumentFragment, RequestDocumentInput } from '../../gql/graphql';
import { useLocale } from '../../i18n/I18nProvider';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { useServerOffset } from '../../ui/time/serverClock';
import { DocumentList, retryInput } from './DocumentList';
import { RequestDocumentMutation } from './queries';
import { type AskFor, RequestForms } from './RequestForms';
import './documents.css';

/** Refusals are told where the request was made (under its form, in its list item), not as toasts. */
const toldInPlace = () => undefined;

/**
 * Mine → Documents (issue 36): ask for a month's statement, the yearly tax report or a CSV export (in
 * the language on screen), then the user's documents as they are made, to download when ready. A
 * refusal is shown under its form in the reader's language, the form keeping what was entered; a
 * document asked for shows at once in the list below, marked.
 */
export function DocumentsScreen() {
  const { locale } = useLocale();
  const offset = useServerOffset();
  const [highlight, setHighlight] = useState<string | null>(null);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const request = useConfirmedMutation(RequestDocumentMutation, { onError: toldInPlace });
  const run = request.run;

  const send = useCallback(
    async (input: RequestDocumentInput): Promise<string | null> => {
      const outcome = await run({
        confirm: null,
        variables: { input },
        // The list as the server has it now: the new document first (or the same month's one it answered).
        refetchQueries: ['DocumentsScreen_List'],
        done: (data) => (data?.requestDocument.status === 'READY' ? 'documents.requested.ready' : 'documents.requested.queued'),
      });
      if (outcome.status === 'failed') return outcome.messageId;
      if (outcome.status === 'done' && outcome.data) setHighlight(outcome.data.requestDocument.id);
      return null;
    },
    [run],
  );

  const ask: AskFor = useCallback((input) => send({ ...input, language: locale }), [send, locale]);
  const retry = useCallback(
    async (doc: DocumentRow_DocumentFragment) => {
      setRetryingId(doc.id);
      try {
        return await send(retryInput(doc));
      } finally {
        setRetryingId(null);
      }
    },
    [send],
  );

  return (
    <div className="documents" data-testid="documents">
      <RequestForms now={Date.now() + (offset ?? 0)} busy={request.busy && retryingId === null} ask={ask} />
      <h2 className="section-title">
        <FormattedMessage id="documents.list.title" />
      </h2>
      <DocumentList highlight={highlight} onRetry={retry} retryingId={retryingId} />
    </div>
  );
}
