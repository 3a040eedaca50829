import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The server's own tree builder (Node's SHA-256), so the proofs checked here are real ones.
import { buildTree, type MerkleSumTree } from '../../../../server/src/modules/liabilities/merkle-sum-tree';
import { typePolicies } from '../../apollo/cachePolicies';
import { I18nProvider } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { ProofsPage } from './ProofsPage';

// Mine → Proof of liabilities (issue 38): the published snapshots for everybody; signed in, the user's
// proof fetched, checked in the browser (WebCrypto) against the published root and offered as a file.

afterEach(cleanup);

const DATE = '2026-11-28';
const ME = 'u-0001-me';
const hex = (n: number) => n.toString(16).padStart(64, '0');
/** Salts that differ per call and per tree, fixed from run to run. */
const salts = (seed: number) => {
  let i = 0;
  return () => hex(seed * 1000 + i++);
};

const EUR_TREE: MerkleSumTree = buildTree(
  DATE,
  'EUR',
  [
    { userId: ME, amount: '123.45', salt: hex(1) },
    { userId: 'u-0002-other', amount: '10.00', salt: hex(2) },
    { userId: 'u-0003-third', amount: '0', salt: hex(3) },
  ],
  salts(1),
);
// The user has no USD account: no leaf in that tree.
const USD_TREE: MerkleSumTree = buildTree(DATE, 'USD', [{ userId: 'u-0002-other', amount: '2500.00', salt: hex(4) }], salts(2));

const rootOf = (tree: MerkleSumTree) => ({
  __typename: 'LiabilityRoot',
  currency: tree.currency,
  rootHash: tree.root.hash,
  total: tree.total,
  paddedSize: tree.paddedSize,
});

const SNAPSHOTS = [
  { __typename: 'LiabilitySnapshot', date: DATE, takenAt: '2026-11-28T00:00:02.000Z', roots: [rootOf(EUR_TREE), rootOf(USD_TREE)] },
  {
    __typename: 'LiabilitySnapshot',
    date: '2026-11-27',
    takenAt: '2026-11-27T00:00:02.000Z',
    roots: [{ ...rootOf(EUR_TREE), rootHash: 'ab'.repeat(32), total: '98765.43', paddedSize: 1024 }],
  },
];

const USER = {
  __typename: 'User',
  id: ME,
  phone: '+34600000001',
  role: 'USER',
  inviteCode: 'ABC123',
  hasPayPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

interface Server {
  me: object | null;
  snapshots: object[] | 'fail';
  /** The proof file the server gives for a currency (absent: NOT_FOUND). */
  proofs: Record<string, string>;
}

function renderPage(locale: Locale, server: Server) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const { operationName: name, variables } = operation;
        sent.push({ name, variables });
        let data: object | undefined;
        if (name === 'Session_Me') data = { me: server.me };
        else if (name === 'LiabilityProofs_Snapshots' && server.snapshots !== 'fail') data = { liabilitySnapshots: server.snapshots };
        else if (name === 'ProofCheck_Proof') {
          const proofJson = server.proofs[variables.currency as string];
          if (proofJson === undefined) {
            observer.next({ errors: [{ message: 'data not found', extensions: { code: 'NOT_FOUND' } }] as never });
            observer.complete();
            return;
          }
          const amount = (JSON.parse(proofJson) as { amount: string }).amount;
          data = { myLiabilityProof: { __typename: 'LiabilityInclusionProof', amount, proofJson } };
        }
        if (data) {
          observer.next({ data: { __typename: 'Query', ...data } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const path = routeByName('proofs').path;
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path, element: <ProofsPage /> },
          { path: routeByName('login').path, element: <div>login form</div> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <I18nProvider initialLocale={locale}>
        <IntlProvider locale={locale} messages={MESSAGES[locale]}>
          <ToastProvider>
            <DialogProvider>
              <RouterProvider router={router} />
            </DialogProvider>
          </ToastProvider>
        </IntlProvider>
      </I18nProvider>
    </ApolloProvider>,
  );
  return { sent, router };
}

const en = MESSAGES.en;

const proofFile = (tree: MerkleSumTree, userId = ME) => JSON.stringify(tree.proofFor(userId));
const SIGNED_IN: Server = { me: USER, snapshots: SNAPSHOTS, proofs: { EUR: proofFile(EUR_TREE) } };

async function rootRow(date: string, currency: string): Promise<HTMLElement> {
  const snapshots = await screen.findAllByTestId('proofs-snapshot');
  const snapshot = snapshots.find((s) => s.getAttribute('data-date') === date);
  if (!snapshot) throw new Error(`no snapshot ${date}`);
  const row = within(snapshot)
    .getAllByTestId('proofs-root')
    .find((r) => r.getAttribute('data-currency') === currency);
  if (!row) throw new Error(`no ${currency} root on ${date}`);
  return row;
}

/** A Blob's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Clicks a button and waits for the result line of its row. */
async function clickAndWaitForResult(row: HTMLElement, testId: string): Promise<HTMLElement> {
  await act(async () => fireEvent.click(within(row).getByTestId(testId)));
  return within(row).findByTestId('proofs-result');
}

describe('ProofsPage', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('lists the published snapshots for a signed-out reader: totals, a rounded count, the root hash, the public record', async () => {
    const { router } = renderPage('en', { me: null, snapshots: SNAPSHOTS, proofs: {} });
    const snapshots = await screen.findAllByTestId('proofs-snapshot');
    expect(snapshots.map((s) => s.getAttribute('data-date'))).toEqual([DATE, '2026-11-27']);
    expect(within(snapshots[0]).getByRole('heading').textContent).toBe('Nov 28, 2026');
    expect(within(snapshots[0]).getByTestId('proofs-json-link').getAttribute('href')).toBe(`/proofs/${DATE}`);

    const eur = await rootRow(DATE, 'EUR');
    expect(within(eur).getByTestId('proofs-total').textContent).toBe('€133.45');
    // 3 accounts, 2 leaves each, padded to the minimum of 16 leaves.
    expect(within(eur).getByTestId('proofs-size').textContent).toBe('Up to 8 accounts (a tree of 16 leaves)');
    const usd = await rootRow(DATE, 'USD');
    expect(within(usd).getByTestId('proofs-total').textContent).toBe('$2,500.00');
    expect(within(await rootRow('2026-11-27', 'EUR')).getByTestId('proofs-size').textContent).toBe(
      'Up to 512 accounts (a tree of 1,024 leaves)',
    );

    // The hash shortened; whole on a tap; copied whole.
    const hash = within(eur).getByTestId('proofs-hash');
    const full = EUR_TREE.root.hash;
    expect(hash.textContent).toBe(`${full.slice(0, 8)}…${full.slice(-8)}`);
    expect(hash.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(hash);
    expect(hash.textContent).toBe(full);
    expect(hash.getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(within(eur).getByTestId('proofs-hash-copy')));
    expect(writeText).toHaveBeenCalledWith(full);

    // What it proves and what it does not.
    const about = screen.getByTestId('proofs-about');
    expect(about.textContent).toContain(en['proofs.about.proves']);
    expect(about.textContent).toContain(en['proofs.about.notProves']);

    // Signed out: no checks, an invitation to sign in that comes back here.
    expect(screen.queryByTestId('proofs-check')).toBeNull();
    expect(screen.queryByTestId('proofs-download')).toBeNull();
    expect(screen.queryByTestId('proofs-verify-command')).toBeNull();
    expect(screen.getByTestId('proofs-sign-in').textContent).toContain(en['proofs.signIn']);
    await act(async () => fireEvent.click(screen.getByTestId('proofs-sign-in-button')));
    expect(router.state.location.pathname).toBe(routeByName('login').path);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(routeByName('proofs').path);
  });

  it('checks the user’s real proof in the browser against the published root: included', async () => {
    const { sent } = renderPage('en', SIGNED_IN);
    const eur = await rootRow(DATE, 'EUR');
    expect(screen.queryByTestId('proofs-sign-in')).toBeNull();
    const result = await clickAndWaitForResult(eur, 'proofs-check');
    expect(result.getAttribute('data-state')).toBe('ok');
    expect(result.textContent).toBe('Your balance of €123.45 is included in the published total of €133.45');
    expect(result.querySelector('svg')).not.toBeNull();
    expect(sent.filter((s) => s.name === 'ProofCheck_Proof').map((s) => s.variables)).toEqual([{ date: DATE, currency: 'EUR' }]);
    // How to check the file without Vela.
    const command = within(screen.getAllByTestId('proofs-snapshot')[0]).getByTestId('proofs-verify-command');
    expect(command.textContent).toBe(`node scripts/verify-liabilities.mjs <file> --url ${window.location.origin}/proofs/${DATE}`);
  });

  it('says so in the reader’s language when the proof does not match the published root', async () => {
    // One leaf's amount raised by a cent (and the stated amount with it): the path no longer reaches the root.
    const tampered = EUR_TREE.proofFor(ME);
    tampered.leaves[0].sum = String(BigInt(tampered.leaves[0].sum) + 1n);
    tampered.amount = '123.46';
    renderPage('fr', { ...SIGNED_IN, proofs: { EUR: JSON.stringify(tampered) } });
    const result = await clickAndWaitForResult(await rootRow(DATE, 'EUR'), 'proofs-check');
    expect(result.getAttribute('data-state')).toBe('failed');
    expect(result.textContent).toBe(MESSAGES.fr['proofs.fail.root']);
    expect(result.getAttribute('data-reason')).toMatch(/does not lead to the published root hash/);
  });

  it('refuses another user’s proof, and a published root that differs from the proof’s', async () => {
    renderPage('en', { ...SIGNED_IN, proofs: { EUR: proofFile(EUR_TREE, 'u-0002-other') } });
    const result = await clickAndWaitForResult(await rootRow(DATE, 'EUR'), 'proofs-check');
    expect(result.textContent).toBe(en['proofs.fail.otherUser']);
    cleanup();
    // The 27th's published EUR root is another one: the proof (of the 28th's tree) does not reach it.
    renderPage('en', { ...SIGNED_IN, proofs: { EUR: proofFile(EUR_TREE) } });
    const other = await clickAndWaitForResult(await rootRow('2026-11-27', 'EUR'), 'proofs-check');
    expect(other.getAttribute('data-state')).toBe('failed');
    expect(other.textContent).toBe(en['proofs.fail.root']);
  });

  it('says the user had no balance in a currency when the server has no leaf of theirs (NOT_FOUND)', async () => {
    renderPage('zh-Hant', SIGNED_IN);
    const usd = await rootRow(DATE, 'USD');
    const result = await clickAndWaitForResult(usd, 'proofs-check');
    expect(result.getAttribute('data-state')).toBe('none');
    expect(result.textContent).toBe(MESSAGES['zh-Hant']['proofs.result.none']);
    // Nothing to check or download there.
    expect(within(usd).queryByTestId('proofs-check')).toBeNull();
    expect(within(usd).queryByTestId('proofs-download')).toBeNull();
  });

  it('downloads the proof file as JSON named after the snapshot and the currency', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    // The suite shares one jsdom per worker (isolate: false): what this test replaces goes back as it was.
    const created = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
    const revoked = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
    Object.defineProperty(URL, 'createObjectURL', {
      value: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:vela-proof';
      },
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      const { sent } = renderPage('en', SIGNED_IN);
      const eur = await rootRow(DATE, 'EUR');
      await act(async () => fireEvent.click(within(eur).getByTestId('proofs-download')));
      expect(names).toEqual([`vela-proof-${DATE}-EUR.json`]);
      expect(blobs).toHaveLength(1);
      expect(blobs[0]?.type).toBe('application/json');
      expect(await readBlob(blobs[0] as Blob)).toBe(SIGNED_IN.proofs.EUR);
      // A check afterwards uses the proof already fetched.
      const result = await clickAndWaitForResult(eur, 'proofs-check');
      expect(result.getAttribute('data-state')).toBe('ok');
      expect(sent.filter((s) => s.name === 'ProofCheck_Proof')).toHaveLength(1);
    } finally {
      click.mockRestore();
      if (created) Object.defineProperty(URL, 'createObjectURL', created);
      else Reflect.deleteProperty(URL, 'createObjectURL');
      if (revoked) Object.defineProperty(URL, 'revokeObjectURL', revoked);
      else Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('says when no snapshot is published yet, and offers a retry when the list cannot be read', async () => {
    renderPage('es', { me: null, snapshots: [], proofs: {} });
    const empty = await screen.findByTestId('proofs-empty');
    expect(empty.textContent).toContain(MESSAGES.es['proofs.empty']);
    expect(empty.textContent).toContain(MESSAGES.es['proofs.empty.text']);
    cleanup();
    renderPage('en', { me: null, snapshots: 'fail', proofs: {} });
    expect((await screen.findByTestId('page-state-error')).textContent).toBe(en['status.requestFailed']);
  });
});
