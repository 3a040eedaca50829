import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MarketTime } from '../../ui/time/Zoned';
import { type FragmentType, useFragment } from '../../gql';
import { QuoteFieldsFragment } from './fragments';
import { formatCompactMoney, formatPrice, formatVolume, priceDigits, tickDigits } from '../../ui/price/format';
import { ChangeText, PriceText, SimulatedTag } from '../../ui/price/Price';

function Stat({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="quote-stat">
      <dt className="quote-stat__label">{label}</dt>
      <dd className="quote-stat__value" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Price, change, high, low, previous close, open, volume and market value, live. */
export function QuotePanel({ quote: quoteRef, timeZone }: { quote: FragmentType<typeof QuoteFieldsFragment>; timeZone: string }) {
  const intl = useIntl();
  const quote = useFragment(QuoteFieldsFragment, quoteRef);
  // One instrument's prices, at its tick's precision (the quote is written on its grid).
  const digits = Math.max(
    tickDigits(null, quote.price),
    priceDigits([quote.price, quote.open, quote.high, quote.low, quote.previousClose]),
  );
  const price = (v: string) => formatPrice(intl, v, undefined, digits);
  return (
    <section className="card quote-panel" data-testid="quote-panel" data-market-open={quote.marketOpen}>
      <div className="quote-panel__head">
        <PriceText value={quote.price} change={quote.change} digits={digits} className="quote-panel__price" testId="quote-price" />
        <span className="quote-panel__currency">{quote.currency}</span>
        <SimulatedTag simulated={quote.simulated} />
      </div>
      <div className="quote-panel__sub">
        <ChangeText change={quote.change} changePercent={quote.changePercent} digits={digits} testId="quote-change" />
        <span className="quote-panel__time">
          <FormattedMessage id={quote.marketOpen ? 'markets.status.open' : 'markets.status.closed'} />
          {' · '}
          {/* The exchange's own clock, with its zone's name (13:30 in Taipei is the close, wherever the reader is). */}
          <MarketTime at={quote.at} timeZone={timeZone} testId="quote-time" />
        </span>
      </div>
      <dl className="quote-stats">
        <Stat label={<FormattedMessage id="markets.field.open" />}>{price(quote.open)}</Stat>
        <Stat label={<FormattedMessage id="markets.field.previousClose" />}>{price(quote.previousClose)}</Stat>
        <Stat label={<FormattedMessage id="markets.field.high" />} testId="quote-high">
          {price(quote.high)}
        </Stat>
        <Stat label={<FormattedMessage id="markets.field.low" />} testId="quote-low">
          {price(quote.low)}
        </Stat>
        <Stat label={<FormattedMessage id="markets.field.volume" />}>{formatVolume(intl, quote.volume)}</Stat>
        <Stat label={<FormattedMessage id="markets.field.marketValue" />}>
          {quote.marketValue ? formatCompactMoney(intl, quote.marketValue, quote.currency) : '—'}
        </Stat>
      </dl>
    </section>
  );
}
