import { useApolloClient } from '@apollo/client';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { useFormatMoney } from '../../ui/money/format';
import { checkProof, downloadJson, type ProofCheck as ProofCheckResult, type PublishedRootInput, proofFileName } from './proofs';

// The user's proof is never kept in the cache: it names the user and their balance, and the next user
// of the device must not be offered it.
const ProofQuery = graphql(`
  query ProofCheck_Proof($date: String!, $currency: String!) {
    myLiabilityProof(date: $date, currency: $currency) {
      amount
      proofJson
    }
  }
`);

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; action: 'check' | 'download' }
  | { kind: 'checked'; result: ProofCheckResult }
  /** The user had no leaf in this snapshot and currency (NOT_FOUND). */
  | { kind: 'none' }
  | { kind: 'error'; messageId: string };

/**
 * One currency of one snapshot, for a signed-in user: "Check my balance" fetches their inclusion proof,
 * checks it here in the browser against the root published for everybody and says whether their balance
 * is in the published total; "Download proof file" saves the proof to check without Vela.
 */
export function ProofCheck({ date, currency, root, userId }: { date: string; currency: string; root: PublishedRootInput; userId: string }) {
  const client = useApolloClient();
  const formatMoney = useFormatMoney();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const proof = useRef<string | null>(null);

  /** The proof file's JSON, fetched once; null (with the state set) when there is none or it failed. */
  const load = async (): Promise<string | null> => {
    if (proof.current !== null) return proof.current;
    try {
      const { data } = await client.query({ query: ProofQuery, variables: { date, currency }, fetchPolicy: 'no-cache' });
      proof.current = data.myLiabilityProof.proofJson;
      return proof.current;
    } catch (error) {
      setState(errorCodeOf(error) === 'NOT_FOUND' ? { kind: 'none' } : { kind: 'error', messageId: errorMessageIdOf(error) });
      return null;
    }
  };

  const check = async () => {
    setState({ kind: 'busy', action: 'check' });
    const json = await load();
    if (json !== null) setState({ kind: 'checked', result: await checkProof(json, root, userId) });
  };

  const download = async () => {
    const before = state;
    setState({ kind: 'busy', action: 'download' });
    const json = await load();
    if (json === null) return;
    downloadJson(json, proofFileName(date, currency));
    setState(before.kind === 'checked' ? before : { kind: 'idle' });
  };

  const busy = state.kind === 'busy';
  return (
    <div className="proof-check">
      {state.kind !== 'none' && (
        <div className="proof-check__actions">
          <Button
            variant="primary"
            block={false}
            loading={busy && state.action === 'check'}
            disabled={busy}
            onClick={() => void check()}
            data-testid="proofs-check"
          >
            <FormattedMessage id="proofs.check" />
          </Button>
          <Button
            variant="secondary"
            block={false}
            loading={busy && state.action === 'download'}
            disabled={busy}
            onClick={() => void download()}
            data-testid="proofs-download"
          >
            <FormattedMessage id="proofs.download" />
          </Button>
        </div>
      )}
      <div role="status">
        {state.kind === 'checked' && state.result.ok && (
          <p className="proof-check__result proof-check__result--ok" data-testid="proofs-result" data-state="ok">
            <Icon name="check" size={20} />
            <span>
              <FormattedMessage
                id="proofs.result.ok"
                values={{ amount: formatMoney(state.result.amount, currency), total: formatMoney(root.total, currency) }}
              />
            </span>
          </p>
        )}
        {state.kind === 'checked' && !state.result.ok && (
          <p
            className="proof-check__result proof-check__result--failed"
            data-testid="proofs-result"
            data-state="failed"
            data-reason={state.result.reason}
          >
            <Icon name="alert" size={20} />
            <span>
              <FormattedMessage id={`proofs.fail.${state.result.failure}`} />
            </span>
          </p>
        )}
        {state.kind === 'none' && (
          <p className="proof-check__result" data-testid="proofs-result" data-state="none">
            <FormattedMessage id="proofs.result.none" />
          </p>
        )}
        {state.kind === 'error' && (
          <p className="proof-check__result proof-check__result--failed" data-testid="proofs-result" data-state="error">
            <Icon name="alert" size={20} />
            <span>
              <FormattedMessage id={state.messageId} />
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
