import { FormattedMessage, useIntl } from 'react-intl';
import { formatPerShare, isHttpsAddress, sourceHost, splitMessage, splitWording } from './corporateActions';

/*
 * The pieces of a corporate action that stock detail's section (CorporateActions.tsx, loaded with its
 * styles after the page) and the ops console's calendar both show. No styles of their own: each screen
 * styles them (the link by `className`).
 */

/** A split's name from its ratio ("3-for-2 split", "1-for-10 reverse split"). */
export function SplitName({ ratioFrom, ratioTo }: { ratioFrom: string | null | undefined; ratioTo: string | null | undefined }) {
  const intl = useIntl();
  const { id, values } = splitMessage(splitWording(ratioFrom, ratioTo), intl);
  return <FormattedMessage id={id} values={values} />;
}

/** A dividend's gross amount per share in its currency ("$0.26 per share"); null when the source gave none. */
export function PerShare({ amount, currency }: { amount: string | null | undefined; currency: string | null | undefined }) {
  const intl = useIntl();
  if (!amount || !currency) return null;
  return <FormattedMessage id="corporateActions.perShare" values={{ amount: formatPerShare(intl, amount, currency) }} />;
}

/**
 * The source's address as a link (a new tab), only when it is an https address: "Source: site", or the
 * site alone (`bare`) where a heading already says "Source".
 */
export function SourceLink({ source, className, testId, bare }: { source: string; className: string; testId?: string; bare?: boolean }) {
  if (!isHttpsAddress(source)) return null;
  const site = <span data-record>{sourceHost(source)}</span>;
  return (
    <a className={className} href={source.trim()} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {bare ? site : <FormattedMessage id="corporateActions.source" values={{ site }} />}
    </a>
  );
}
