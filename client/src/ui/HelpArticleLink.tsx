import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { routeByName } from '../navigation/routeTable';
import { buildUrl } from '../navigation/url';
import { useNav } from '../navigation/useNav';
import { Icon } from './icons';
import './help-link.css';

/**
 * The help centre's articles the app's screens link to (issue 34). Ops publish them (kind HELP in the
 * content console) under these slugs; the demo seed writes all six (server/src/seed/help-articles.ts).
 */
export const HELP_SLUGS = [
  'fees-and-charges',
  'how-the-draw-works',
  'withdrawals-and-fees',
  'strategy-rules',
  'loans-and-margin-calls',
  'security-and-passkeys',
] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];

/** The app address of a help article (`#/subPackages/mine/help/article?slug=…`). */
export function helpArticleUrl(slug: string): string {
  return buildUrl(routeByName('helpArticle').path, { slug });
}

/**
 * A short link from a screen to the help article that explains it ("How charges work"), opened as a page
 * of the app. The label is `help.link.<slug>` unless another text id is given.
 */
export function HelpArticleLink({ slug, labelId, testId }: { slug: HelpSlug; labelId?: string; testId?: string }) {
  const nav = useNav();
  const url = helpArticleUrl(slug);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens the page in the app; a modified one (new tab) follows the address.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    nav.navigateTo(url);
  };
  return (
    <a className="help-link" href={`#${url}`} onClick={open} data-testid={testId ?? `help-link-${slug}`}>
      <Icon name="info" size={16} className="help-link__icon" />
      <span>
        <FormattedMessage id={labelId ?? `help.link.${slug}`} />
      </span>
    </a>
  );
}
