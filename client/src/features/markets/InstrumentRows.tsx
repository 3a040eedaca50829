import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type InstrumentWithQuote, type InstrumentWithQuoteRef, unmaskInstrumentRow } from './fragments';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import type { convertForDisplay, DisplayCurrency, FxRateLike } from './currency';
import { formatPrice, tickDigits } from '../../ui/price/format';
import { ChangePill, MarketTag, PriceText, SimulatedNote, SimulatedTag } from '../../ui/price/Price';
import { STOCK_DETAIL_PATH } from './routes';

export interface DisplayOptions {
  /** Show prices in this currency (converted with `rates`); null = the instrument's own currency. */
  currency: DisplayCurrency | null;
  rates: readonly FxRateLike[];
  /** currency.ts's `convertForDisplay`, given by the screen that converts (its big.js stays off Home). */
  convert: typeof convertForDisplay;
}

function RowPrice({ row, display }: { row: InstrumentWithQuote; display?: DisplayOptions }) {
  const intl = useIntl();
  const quote = row.quote;
  if (!quote) {
    return (
      <span className="instrument-row__price instrument-row__price--none">
        <FormattedMessage id="markets.noQuote" />
      </span>
    );
  }
  const target = display?.currency;
  const converted = target && target !== quote.currency ? display.convert(quote.price, quote.currency, target, display.rates) : null;
  // Prices keep the instrument's tick precision (the quote is written on its grid); a converted price
  // carries its currency's sign, with the price in its own currency under it.
  const digits = tickDigits(null, quote.price);
  return (
    <span className="instrument-row__price">
      <PriceText
        value={converted ?? quote.price}
        change={quote.change}
        currency={converted && target ? target : undefined}
        digits={converted ? undefined : digits}
        testId="instrument-price"
      />
      <span className="instrument-row__native">
        {converted ? `≈ ${target} · ${formatPrice(intl, quote.price, quote.currency, digits)}` : quote.currency}
      </span>
    </span>
  );
}

/** Rows of instruments: name, code and market, live price, day change; a tap opens the stock. */
export function InstrumentRows({
  rows,
  display,
  trailing,
  ranked = false,
  showMarket = true,
  order,
  onOpen,
  testId,
}: {
  /** Called before the stock detail page opens (search records it in the history). */
  onOpen?: (row: InstrumentWithQuote) => void;
  rows: readonly InstrumentWithQuoteRef[];
  /** Numbers the rows (rankings). */
  ranked?: boolean;
  /** Tags each row with its market (lists across markets); off where the list is one market's. */
  showMarket?: boolean;
  display?: DisplayOptions;
  trailing?: (row: InstrumentWithQuote) => ReactNode;
  /** Orders the rows by their live quotes (a ranking re-sorts as prices move). */
  order?: (a: InstrumentWithQuote, b: InstrumentWithQuote) => number;
  testId?: string;
}) {
  const nav = useNav();
  const unmasked = rows.map(unmaskInstrumentRow);
  const list = order ? [...unmasked].sort(order) : unmasked;
  // "Simulated" is said once for a list whose every price is simulated; a mixed list tags its rows.
  const allSimulated = list.length > 0 && list.every((row) => row.quote?.simulated);
  return (
    <>
      {allSimulated && <SimulatedNote testId={testId ? `${testId}-simulated` : undefined} />}
      <ul className="instrument-rows" data-testid={testId} data-all-simulated={allSimulated}>
        {list.map((row, index) => (
          <li key={row.symbol} className="instrument-row">
            <button
              type="button"
              className="instrument-row__button"
              data-testid={`instrument-${row.symbol}`}
              onClick={() => {
                onOpen?.(row);
                nav.navigateTo(buildUrl(STOCK_DETAIL_PATH, { symbol: row.symbol }));
              }}
            >
              {ranked && (
                <span className="instrument-row__rank" aria-hidden="true">
                  {index + 1}
                </span>
              )}
              <span className="instrument-row__main">
                <span className="instrument-row__name">{row.name}</span>
                <span className="instrument-row__meta">
                  <span className="instrument-row__code">{row.code}</span>
                  {showMarket && <MarketTag market={row.market} />}
                  {!allSimulated && <SimulatedTag simulated={row.quote?.simulated} />}
                </span>
              </span>
              <RowPrice row={row} display={display} />
              {row.quote ? <ChangePill change={row.quote.change} changePercent={row.quote.changePercent} /> : null}
            </button>
            {trailing?.(row)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Biggest rise first, by the live change in percent (rows without a quote last). */
export function byChangePercentDesc(a: InstrumentWithQuote, b: InstrumentWithQuote): number {
  const pa = a.quote ? Number(a.quote.changePercent) : Number.NEGATIVE_INFINITY;
  const pb = b.quote ? Number(b.quote.changePercent) : Number.NEGATIVE_INFINITY;
  return pb - pa;
}
