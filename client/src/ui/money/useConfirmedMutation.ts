import { type MutationFunctionOptions, type OperationVariables, type TypedDocumentNode, useMutation } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { withStepUp } from '../stepUp';
import { errorMessageIdOf } from '../../i18n/errors';
import { type ConfirmOptions, useConfirm } from '../Dialog';
import { useToast } from '../Toast';
import { useAttemptKeys } from './attemptKeys';

/** A refusal found before the mutation (a preview said no): shown like a server error, with its message id. */
export class Refusal extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
    this.name = 'Refusal';
  }
}

/** The message id that explains a failure: a refusal's own, or the server error's (`error.<CODE>`). */
export function failureMessageId(error: unknown): string {
  return error instanceof Refusal ? error.messageId : errorMessageIdOf(error);
}

/**
 * The variables of one attempt. A money-moving mutation names what the attempt is about in `keyFor`
 * (amount, destination, the order…) and gets its variables from the attempt's idempotency key: the same
 * details retried after an uncertain failure keep the key, anything else gets a fresh one (AttemptKeys).
 */
export type AttemptVariables<TVars> =
  | { variables: TVars; keyFor?: never }
  | { keyFor: object; variables: (idempotencyKey: string) => TVars };

export type ConfirmedAttempt<TData, TVars extends OperationVariables> = AttemptVariables<TVars> & {
  /** The confirmation dialog; null when the action asks for none. */
  confirm: ConfirmOptions | null;
  /** Message id of the success toast (none: no toast). */
  done?: string | ((data: TData | null | undefined) => string);
  refetchQueries?: string[];
  update?: MutationFunctionOptions<TData, TVars>['update'];
};

export type ConfirmedOutcome<TData> =
  | { status: 'done'; data: TData | null | undefined }
  /** Not run: another attempt was running, the preparation stopped it, or the user said no. */
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown; messageId: string };

export interface ConfirmedMutationOptions {
  /** Where a failure is told: an error toast unless given (forms show it as their error line). */
  onError?: (messageId: string, error: unknown) => void;
}

/**
 * The one flow of every confirmed action: confirm dialog → idempotency key of the attempt → mutate →
 * success toast, or the failure's localised message.
 *
 * `run` takes the attempt, or an async preparation that builds it (e.g. from a fresh server preview);
 * the preparation may return null to stop quietly or throw (a `Refusal`, a failed query) to tell why.
 * `busyId` marks which row is running (`busy` is true for any); `mutating` is true while the mutation
 * itself is in flight. One attempt runs at a time.
 */
export function useConfirmedMutation<TData, TVars extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVars>,
  options: ConfirmedMutationOptions = {},
) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const keys = useAttemptKeys();
  const [mutate, { loading: mutating }] = useMutation(mutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const running = useRef(false);
  const onError = options.onError;

  const run = useCallback(
    async (
      attemptOrPrepare: ConfirmedAttempt<TData, TVars> | (() => Promise<ConfirmedAttempt<TData, TVars> | null>),
      { id = '' }: { id?: string } = {},
    ): Promise<ConfirmedOutcome<TData>> => {
      if (running.current) return { status: 'cancelled' };
      running.current = true;
      setBusyId(id);
      const fail = (error: unknown): ConfirmedOutcome<TData> => {
        const messageId = failureMessageId(error);
        if (onError) onError(messageId, error);
        else toast.error(intl.formatMessage({ id: messageId }));
        return { status: 'failed', error, messageId };
      };
      try {
        let attempt: ConfirmedAttempt<TData, TVars> | null;
        try {
          attempt = typeof attemptOrPrepare === 'function' ? await attemptOrPrepare() : attemptOrPrepare;
        } catch (error) {
          return fail(error);
        }
        if (!attempt) return { status: 'cancelled' };
        // The key is the attempt's from the moment its confirmation opens; a retry of the same details reuses it.
        const variables = attempt.keyFor === undefined ? attempt.variables : attempt.variables(keys.keyFor(attempt.keyFor));
        if (attempt.confirm && !(await confirm(attempt.confirm))) return { status: 'cancelled' };
        try {
          // A withdrawal or a new destination may ask for a fresh second factor first (issue 32).
          const result = await withStepUp(() => mutate({ variables, refetchQueries: attempt.refetchQueries, update: attempt.update }));
          if (attempt.keyFor !== undefined) keys.settle();
          const done = typeof attempt.done === 'function' ? attempt.done(result.data) : attempt.done;
          if (done) toast.success(intl.formatMessage({ id: done }));
          return { status: 'done', data: result.data };
        } catch (error) {
          if (attempt.keyFor !== undefined) keys.settle(error);
          return fail(error);
        }
      } finally {
        running.current = false;
        setBusyId(null);
      }
    },
    [confirm, intl, keys, mutate, onError, toast],
  );

  return { run, busy: busyId !== null, busyId, mutating };
}
