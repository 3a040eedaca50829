import type { IconName } from '../../ui/icons';

export interface MineLink {
  /** Route name (see navigation/routeTable.ts); also the test id `mine-link-<name>`. */
  readonly route: string;
  readonly icon: IconName;
  /** A test id of its own, in place of `mine-link-<name>`. */
  readonly testId?: string;
}

export interface MineSection {
  readonly titleId: string;
  readonly links: readonly MineLink[];
  /** Shown to signed-out users too. */
  readonly public?: boolean;
}

/** Every Mine page of PRODUCT §2, grouped as the Mine tab shows them. */
export const MINE_SECTIONS: readonly MineSection[] = [
  {
    titleId: 'mine.section.funds',
    links: [
      { route: 'deposit', icon: 'deposit' },
      { route: 'withdrawType', icon: 'withdraw' },
      { route: 'exchange', icon: 'exchange' },
      { route: 'transactionRecord', icon: 'records' },
      { route: 'statement', icon: 'statement' },
      // Dividends received (and paid, short), the tax withheld and the W-8BEN (issue 35).
      { route: 'dividends', icon: 'fund' },
      // Statements, tax reports and exports to download (issue 36).
      { route: 'documents', icon: 'document' },
      // Returns over a period, against an index, and where the money is (issue 37).
      { route: 'performance', icon: 'market' },
    ],
  },
  {
    titleId: 'mine.section.account',
    links: [
      { route: 'real', icon: 'real' },
      { route: 'vip', icon: 'vip' },
      { route: 'bankList', icon: 'bank' },
      { route: 'addressList', icon: 'wallet' },
      { route: 'loan', icon: 'loan' },
      { route: 'priceAlerts', icon: 'bell' },
    ],
  },
  {
    titleId: 'mine.section.security',
    links: [
      { route: 'security', icon: 'shield' },
      { route: 'changeLoginPassword', icon: 'lock' },
      { route: 'changePayPassword', icon: 'shield' },
      { route: 'apiTokens', icon: 'key' },
    ],
  },
  {
    titleId: 'mine.section.general',
    public: true,
    links: [
      { route: 'notice', icon: 'bell' },
      // Conversations with Vela staff (issue 34); the page's unread badge shows beside it (MinePage).
      { route: 'supportHub', icon: 'chat', testId: 'mine-help' },
      { route: 'helpCentre', icon: 'info' },
      // Proof of liabilities (issue 38): public, like the help centre.
      { route: 'proofs', icon: 'check' },
      { route: 'notificationSettings', icon: 'bell' },
      { route: 'languageSelection', icon: 'globe' },
      { route: 'agreement', icon: 'document' },
      { route: 'aboutUs', icon: 'info' },
      { route: 'companyIntrodution', icon: 'building' },
    ],
  },
];
