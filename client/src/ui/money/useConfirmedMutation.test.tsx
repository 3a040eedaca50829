import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable, type TypedDocumentNode } from '@apollo/client';
import { GraphQLError, parse } from 'graphql';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { DialogProvider } from '../Dialog';
import { ToastProvider } from '../Toast';
import { Refusal, useConfirmedMutation } from './useConfirmedMutation';

afterEach(cleanup);

interface Vars {
  id: string;
  idempotencyKey?: string;
}
// Built with parse(), not graphql(): a test document must not reach the trusted-documents manifest.
const Mutation = parse(
  'mutation Test_Do($id: ID!, $idempotencyKey: String) { doIt(id: $id, idempotencyKey: $idempotencyKey) }',
) as TypedDocumentNode<{ doIt: boolean }, Vars>;

type Answer = 'ok' | 'refused' | 'offline';

/** Apollo with a link that records each request's variables and answers from a script. */
function setup(answers: Answer[]) {
  const sent: Vars[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.variables as Vars);
        const answer = answers.shift() ?? 'ok';
        if (answer === 'offline') observer.error(new TypeError('Failed to fetch'));
        else if (answer === 'refused')
          observer.next({ errors: [new GraphQLError('refused', { extensions: { code: 'INSUFFICIENT_FUNDS' } })] });
        else observer.next({ data: { doIt: true } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={MESSAGES.en}>
        <ToastProvider>
          <DialogProvider>{children}</DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>
  );
  return { sent, wrapper };
}

const confirm = { title: 'Sure?', message: 'Do it' };

async function answerDialog(button: 'dialog-confirm' | 'dialog-cancel') {
  fireEvent.click(await screen.findByTestId(button));
}

describe('useConfirmedMutation', () => {
  it('asks first, then mutates with the attempt key and says it is done', async () => {
    const { sent, wrapper } = setup(['ok']);
    const { result } = renderHook(() => useConfirmedMutation(Mutation), { wrapper });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run({
        confirm,
        keyFor: { id: '1' },
        variables: (idempotencyKey) => ({ id: '1', idempotencyKey }),
        done: 'money.fx.done',
      });
    });
    expect(await screen.findByText('Do it')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await act(() => answerDialog('dialog-confirm'));
    await expect(outcome).resolves.toMatchObject({ status: 'done', data: { doIt: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByTestId('toast').textContent).toBe(MESSAGES.en['money.fx.done']);
  });

  it('does nothing when the user says no', async () => {
    const { sent, wrapper } = setup([]);
    const { result } = renderHook(() => useConfirmedMutation(Mutation), { wrapper });
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run({ confirm, variables: { id: '1' } });
    });
    await act(() => answerDialog('dialog-cancel'));
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    expect(sent).toHaveLength(0);
    expect(result.current.busy).toBe(false);
  });

  it('keeps the key for a retry after a network failure, and takes a new one after a refusal', async () => {
    const { sent, wrapper } = setup(['offline', 'refused', 'ok']);
    const errors: string[] = [];
    const { result } = renderHook(() => useConfirmedMutation(Mutation, { onError: (id) => errors.push(id) }), { wrapper });
    const attempt = {
      confirm: null,
      keyFor: { id: '7', amount: '10' },
      variables: (idempotencyKey: string) => ({ id: '7', idempotencyKey }),
    };
    await act(async () => {
      await result.current.run(attempt);
    });
    await act(async () => {
      await result.current.run(attempt);
    });
    await act(async () => {
      await result.current.run(attempt);
    });
    expect(errors).toEqual(['error.NETWORK', 'error.INSUFFICIENT_FUNDS']);
    expect(sent.map((v) => v.idempotencyKey)).toHaveLength(3);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[1]?.idempotencyKey);
  });

  it('tells a refusal of the preparation as a localised toast, without mutating', async () => {
    const { sent, wrapper } = setup([]);
    const { result } = renderHook(() => useConfirmedMutation(Mutation), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(
        async () => {
          throw new Refusal('error.MARKET_CLOSED');
        },
        { id: 'p1' },
      );
    });
    expect(outcome).toMatchObject({ status: 'failed', messageId: 'error.MARKET_CLOSED' });
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId('toast').textContent).toBe(MESSAGES.en['error.MARKET_CLOSED']);
  });

  it('marks the running row busy and runs one attempt at a time', async () => {
    const { sent, wrapper } = setup(['ok']);
    function Probe() {
      const m = useConfirmedMutation(Mutation);
      return (
        <>
          <span data-testid="busy">{m.busyId ?? 'none'}</span>
          <button type="button" onClick={() => void m.run({ confirm, variables: { id: 'a' } }, { id: 'a' })}>
            run
          </button>
        </>
      );
    }
    render(<Probe />, { wrapper });
    fireEvent.click(screen.getByText('run'));
    await waitFor(() => expect(screen.getByTestId('busy').textContent).toBe('a'));
    fireEvent.click(screen.getByText('run'));
    await act(() => answerDialog('dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('busy').textContent).toBe('none'));
    expect(sent).toHaveLength(1);
  });
});
