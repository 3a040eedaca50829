import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { ConversationView } from './ConversationView';
import { attachedErrorOf, NewConversationForm } from './NewConversationForm';
import { SupportUnreadBadge } from './SupportUnreadBadge';
import { bodyProblem, canReopen, plainPreview, topicForScreen } from './supportRules';
import { useSupportEvents } from './useSupportEvents';

// Issue 34, the user's side: a conversation opened from an error sends that error with it; Vela's
// messages carry the verified badge and the user's never do; Mine's unread badge follows the account
// events that carry the count.

afterEach(cleanup);

type Handler = (operationName: string, variables: Record<string, unknown>) => Record<string, unknown> | Error | null;

function setup(locale: Locale, handler: Handler, ui: ReactNode) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        calls.push({ name: operation.operationName, variables: operation.variables });
        const data = handler(operation.operationName, operation.variables);
        const mutation = /_(Open|Send|Close|Reopen|MarkRead)$/.test(operation.operationName);
        if (data instanceof Error) {
          observer.next({ errors: [{ message: data.message, extensions: { code: data.message, requestId: 'req-42' } }] } as FetchResult);
          observer.complete();
        } else if (data) {
          observer.next({ data: { __typename: mutation ? 'Mutation' : 'Query', ...data } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path: '/', element: ui },
          { path: '*', element: <p data-testid="opened">opened</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <ToastProvider>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { client, calls, router };
}

const conversation = (over: Record<string, unknown> = {}) => ({
  __typename: 'SupportConversation',
  id: 'c1',
  conversationNo: 'H202611201',
  topic: 'FUNDING',
  status: 'ANSWERED',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastMessageAt: '2026-11-20T15:05:00.000Z',
  closedAt: null,
  reopenableUntil: null,
  unreadCount: 0,
  error: null,
  ...over,
});

const message = (id: string, author: 'USER' | 'OPS', html: string, attachments: string[] = []) => ({
  __typename: 'SupportMessage',
  id,
  author,
  bodyHtml: html,
  verified: author === 'OPS',
  createdAt: '2026-11-20T15:00:00.000Z',
  attachments: attachments.map((a) => ({ __typename: 'SupportAttachment', id: a, url: `https://vela.test/uploads/${a}` })),
});

describe('a new conversation from an error', () => {
  it('reads the attached error from the page’s parameters, leaving out what the server would refuse', () => {
    expect(attachedErrorOf({ errorCode: 'FORBIDDEN', screen: '/pages/trade/index?tab=orders', requestId: 'a1-b2' })).toEqual({
      code: 'FORBIDDEN',
      screen: '/pages/trade/index?tab=orders',
      requestId: 'a1-b2',
    });
    expect(attachedErrorOf({ errorCode: 'not a code' })).toBeNull();
    expect(attachedErrorOf({})).toBeNull();
    expect(attachedErrorOf({ errorCode: 'INTERNAL_ERROR', requestId: 'no spaces allowed' })).toEqual({
      code: 'INTERNAL_ERROR',
      screen: undefined,
      requestId: undefined,
    });
  });

  it('shows the error (its text, code, screen and request id) and sends it with the message, then opens the conversation', async () => {
    const { calls, router } = setup(
      'es',
      (op) =>
        op === 'SupportNewConversation_Open'
          ? {
              openSupportConversation: {
                __typename: 'SupportConversationDetail',
                conversation: conversation({ id: 'new-1', status: 'OPEN' }),
              },
            }
          : null,
      <NewConversationForm
        error={{ code: 'FORBIDDEN', screen: '/subPackages/mine/withdraw/withdraw?currency=USD', requestId: 'req-7f3a' }}
      />,
    );
    const box = screen.getByTestId('support-error-attached');
    expect(within(box).getByTestId('support-error-message').textContent).toBe(MESSAGES.es['error.FORBIDDEN']);
    expect(within(box).getByTestId('support-error-code').textContent).toBe('FORBIDDEN');
    expect(within(box).getByTestId('support-error-screen').textContent).toBe('/subPackages/mine/withdraw/withdraw?currency=USD');
    expect(within(box).getByTestId('support-error-request-id').textContent).toBe('req-7f3a');
    expect(box.textContent).toContain(MESSAGES.es['support.error.title']);
    expect(screen.getByTestId('support-safety').textContent).toBe(MESSAGES.es['support.safety']);
    // The withdrawal screen suggests the topic.
    expect((screen.getByTestId('support-topic') as HTMLSelectElement).value).toBe('FUNDING');

    // Nothing written: nothing is sent, and the field says why.
    const submit = screen.getByTestId('support-submit');
    expect(screen.queryByTestId('support-body-empty')).toBeNull();
    fireEvent.click(submit);
    expect(screen.getByTestId('support-body-empty').textContent).toBe(MESSAGES.es['support.form.empty']);
    expect(calls.filter((c) => c.name === 'SupportNewConversation_Open')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('support-body'), { target: { value: '  No puedo retirar.  ' } });
    expect(screen.getByTestId('support-body-counter').textContent).toBe('17 / 4000');
    expect(screen.queryByTestId('support-body-empty')).toBeNull();
    fireEvent.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/subPackages/mine/help/conversation'));
    expect(router.state.location.search).toBe('?id=new-1');
    expect(router.state.historyAction).toBe('REPLACE');
    const sent = calls.find((c) => c.name === 'SupportNewConversation_Open');
    expect(sent?.variables).toEqual({
      input: {
        topic: 'FUNDING',
        body: 'No puedo retirar.',
        error: { code: 'FORBIDDEN', screen: '/subPackages/mine/withdraw/withdraw?currency=USD', requestId: 'req-7f3a' },
      },
    });
  });

  it('says what is wrong before asking: a message over 4,000 characters, no topic; and shows the server’s refusal in words', async () => {
    const { calls } = setup(
      'en',
      (op) => (op === 'SupportNewConversation_Open' ? new Error('SUPPORT_TOO_MANY_OPEN') : null),
      <NewConversationForm />,
    );
    expect(screen.queryByTestId('support-error-attached')).toBeNull();
    const body = screen.getByTestId('support-body');
    fireEvent.change(body, { target: { value: 'x'.repeat(4003) } });
    expect(screen.getByTestId('support-body-too-long').textContent).toBe('3 characters over the 4,000 limit: shorten your message.');
    fireEvent.click(screen.getByTestId('support-submit'));
    expect(calls.filter((c) => c.name === 'SupportNewConversation_Open')).toHaveLength(0);
    fireEvent.change(body, { target: { value: 'Where is my deposit?' } });
    fireEvent.click(screen.getByTestId('support-submit'));
    expect(screen.getByTestId('support-topic-required').textContent).toBe('Choose what your message is about.');
    expect(calls.filter((c) => c.name === 'SupportNewConversation_Open')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('support-topic'), { target: { value: 'FUNDING' } });
    fireEvent.click(screen.getByTestId('support-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(MESSAGES.en['error.SUPPORT_TOO_MANY_OPEN']);
    const sent = calls.find((c) => c.name === 'SupportNewConversation_Open');
    expect(sent?.variables).toEqual({ input: { topic: 'FUNDING', body: 'Where is my deposit?' } });
  });
});

describe('a conversation', () => {
  it('shows the verified badge on Vela’s messages only, images as thumbnails, the attached error; marks unread replies read', async () => {
    const detail = {
      __typename: 'SupportConversationDetail',
      conversation: conversation({
        unreadCount: 1,
        error: { __typename: 'SupportErrorContext', code: 'INTERNAL_ERROR', screen: '/pages/trade/index', requestId: 'req-1' },
      }),
      messages: [
        message('m1', 'USER', '<p>My withdrawal failed.</p>', ['u1', 'u2']),
        message('m2', 'OPS', '<p>We are looking into it.</p>'),
        message('m3', 'USER', '<p>Thanks</p>'),
        message('m4', 'OPS', '<p>See <a href="#/subPackages/mine/help/articles">the help centre</a>.</p>'),
      ],
    };
    const { calls, router } = setup(
      'en',
      (op) => {
        if (op === 'SupportConversation_Detail') return { supportConversation: detail };
        if (op === 'SupportConversation_MarkRead')
          return { markSupportConversationRead: { __typename: 'SupportConversation', id: 'c1', unreadCount: 0 } };
        return null;
      },
      <ConversationView id="c1" />,
    );
    const messages = await screen.findAllByTestId('support-message');
    expect(messages.map((m) => m.getAttribute('data-author'))).toEqual(['user', 'ops', 'user', 'ops']);
    expect(messages.map((m) => within(m).queryByTestId('support-verified-badge') !== null)).toEqual([false, true, false, true]);
    expect(within(messages[1] as HTMLElement).getByTestId('support-verified-badge').textContent).toBe('Verified Vela staff');
    expect(within(messages[0] as HTMLElement).getAllByTestId('support-attachment')).toHaveLength(2);
    expect(screen.getByTestId('support-status').textContent).toBe('Answered');
    expect(screen.getByTestId('support-conversation-no').textContent).toBe('Conversation H202611201');
    expect(screen.getByTestId('support-error-code').textContent).toBe('INTERNAL_ERROR');
    expect(screen.getByTestId('support-safety')).toBeTruthy();
    expect(screen.getByTestId('support-reply-body')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.name === 'SupportConversation_MarkRead')).toHaveLength(1));
    expect(calls.find((c) => c.name === 'SupportConversation_MarkRead')?.variables).toEqual({ conversationId: 'c1' });
    // A link in Vela's message opens the app's page.
    fireEvent.click(screen.getByText('the help centre'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subPackages/mine/help/articles'));
  });

  it('closed: no reply box; reopen while the 30 days last', async () => {
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString();
    setup(
      'zh-Hant',
      (op) =>
        op === 'SupportConversation_Detail'
          ? {
              supportConversation: {
                __typename: 'SupportConversationDetail',
                conversation: conversation({ status: 'CLOSED', closedAt: '2026-11-20T16:00:00.000Z', reopenableUntil: until }),
                messages: [message('m1', 'USER', '<p>問題</p>')],
              },
            }
          : null,
      <ConversationView id="c1" />,
    );
    expect((await screen.findByTestId('support-status')).textContent).toBe('已關閉');
    expect(screen.queryByTestId('support-reply-body')).toBeNull();
    expect(screen.queryByTestId('support-send')).toBeNull();
    expect(screen.queryByTestId('support-close')).toBeNull();
    expect(screen.getByTestId('support-reopen').textContent).toBe('重新開啟');
  });

  it('a reply from Vela arrives live: the event about this conversation reads it again, and it is marked read', async () => {
    let fire: ((e: { type: string; recordId?: string; unreadCount?: number }) => void) | null = null;
    function EventsProbe() {
      fire = useSupportEvents();
      return null;
    }
    let replies = 0;
    const { calls } = setup(
      'en',
      (op) => {
        if (op === 'SupportConversation_Detail') {
          const messages = [message('m1', 'USER', '<p>Hello</p>')];
          if (replies > 0) messages.push(message('m2', 'OPS', '<p>Hello from Vela</p>'));
          return {
            supportConversation: {
              __typename: 'SupportConversationDetail',
              conversation: conversation({ status: replies > 0 ? 'WAITING_USER' : 'OPEN', unreadCount: replies }),
              messages,
            },
          };
        }
        if (op === 'SupportConversation_MarkRead') {
          replies = 0;
          return { markSupportConversationRead: { __typename: 'SupportConversation', id: 'c1', unreadCount: 0 } };
        }
        return null;
      },
      <>
        <ConversationView id="c1" />
        <EventsProbe />
      </>,
    );
    expect(await screen.findAllByTestId('support-message')).toHaveLength(1);
    expect(screen.getByTestId('support-status').textContent).toBe('Open');
    replies = 1;
    // An event about another conversation reads nothing again.
    act(() => fire?.({ type: 'SUPPORT_REPLY_RECEIVED', recordId: 'other', unreadCount: 2 }));
    act(() => fire?.({ type: 'SUPPORT_REPLY_RECEIVED', recordId: 'c1', unreadCount: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('support-message')).toHaveLength(2));
    expect(screen.getByTestId('support-status').textContent).toBe('Waiting for you');
    expect(calls.filter((c) => c.name === 'SupportConversation_Detail')).toHaveLength(2);
    await waitFor(() => expect(calls.filter((c) => c.name === 'SupportConversation_MarkRead')).toHaveLength(1));
  });
});

describe('Mine’s unread badge', () => {
  it('shows the count, nothing at zero, and follows the support account events', async () => {
    let fire: ((e: { type: string; recordId?: string; unreadCount?: number | null }) => void) | null = null;
    function EventsProbe() {
      fire = useSupportEvents();
      return null;
    }
    setup(
      'fr',
      (op) => (op === 'SupportUnread_Count' ? { supportUnreadCount: 2 } : null),
      <>
        <SupportUnreadBadge />
        <EventsProbe />
      </>,
    );
    const badge = await screen.findByTestId('mine-help-badge');
    expect(badge.textContent).toBe('2');
    expect(badge.getAttribute('aria-label')).toBe('2 réponses non lues');
    act(() => fire?.({ type: 'SUPPORT_REPLY_RECEIVED', recordId: 'c1', unreadCount: 3 }));
    await waitFor(() => expect(screen.getByTestId('mine-help-badge').textContent).toBe('3'));
    // Other events leave it alone.
    act(() => fire?.({ type: 'NOTIFICATION_CREATED', unreadCount: 9 }));
    expect(screen.getByTestId('mine-help-badge').textContent).toBe('3');
    act(() => fire?.({ type: 'SUPPORT_CONVERSATION_UPDATED', recordId: 'c1', unreadCount: 0 }));
    await waitFor(() => expect(screen.queryByTestId('mine-help-badge')).toBeNull());
  });
});

describe('support rules', () => {
  it('a message is empty, fits or is too long by its trimmed length', () => {
    expect(bodyProblem('   ')).toBe('empty');
    expect(bodyProblem(` ${'x'.repeat(4000)} `)).toBeNull();
    expect(bodyProblem('x'.repeat(4001))).toBe('tooLong');
  });

  it('an error’s screen suggests a topic', () => {
    expect(topicForScreen('/subPackages/mine/withdraw/withdraw')).toBe('FUNDING');
    expect(topicForScreen('/pages/trade/index?tab=orders')).toBe('TRADING');
    expect(topicForScreen('/subPackages/market/ipo/detail?id=1')).toBe('OFFERINGS');
    expect(topicForScreen('/subPackages/mine/real/real')).toBe('REAL_NAME');
    expect(topicForScreen('/pages/home/index')).toBeNull();
    expect(topicForScreen(undefined)).toBeNull();
  });

  it('a preview shows the words of a message, not its Markdown', () => {
    expect(
      plainPreview('Gracias. Tu tarjeta necesita **verificación** primero. Mira [el centro de ayuda](/subPackages/mine/help/articles).'),
    ).toBe('Gracias. Tu tarjeta necesita verificación primero. Mira el centro de ayuda.');
    expect(plainPreview('See [the help centre](/subPackages/mine/hel')).toBe('See the help centre');
    expect(plainPreview('Mira [el centro de ayuda]…')).toBe('Mira el centro de ayuda…');
    expect(plainPreview('- step one with `code` and *emphasis*')).toBe('step one with code and emphasis');
    expect(plainPreview('Error SOME_CODE_HERE on /pages/trade/index')).toBe('Error SOME_CODE_HERE on /pages/trade/index');
  });

  it('a closed conversation can be reopened until its date', () => {
    const now = Date.parse('2026-11-20T00:00:00Z');
    expect(canReopen({ status: 'CLOSED', reopenableUntil: '2026-11-21T00:00:00Z' }, now)).toBe(true);
    expect(canReopen({ status: 'CLOSED', reopenableUntil: '2026-11-19T00:00:00Z' }, now)).toBe(false);
    expect(canReopen({ status: 'OPEN', reopenableUntil: null }, now)).toBe(false);
  });
});
