import type { IconName } from '../../ui/icons';

export interface MineLink {
  /** Route name (see navigation/routeTable.ts); also the test id `mine-link-<name>`. */
  readonly route: string;
  readonly icon: IconName;
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
      { route: 'notificationSettings', icon: 'bell' },
      { route: 'languageSelection', icon: 'globe' },
      { route: 'agreement', icon: 'document' },
      { route: 'aboutUs', icon: 'info' },
      { route: 'companyIntrodution', icon: 'building' },
    ],
  },
];
