import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InstrumentWithQuote } from './fragments';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { convertForDisplay, type DisplayCurrency, type FxRateLike } from './currency';
import { formatPrice } from './format';
import { ChangePill, PriceText, SimulatedTag } from './Price';
import { STOCK_DETAIL_PATH } from './routes';

export interface DisplayOptions {
  /** Show prices in this currency (converted with `rates`); null = the instrument's own currency. */
  currency: DisplayCurrency | null;
  rates: readonly FxRateLike[];
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
  const converted = target && target !== quote.currency ? convertForDisplay(quote.price, quote.currency, target, display.rates) : null;
  return (
    <span className="instrument-row__price">
      <PriceText value={converted ?? quote.price} change={quote.change} testId="instrument-price" />
      <span className="instrument-row__native">
        {converted ? `≈ ${target} · ${formatPrice(intl, quote.price, quote.currency)}` : quote.currency}
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
  onOpen,
  testId,
}: {
  /** Called before the stock detail page opens (search records it in the history). */
  onOpen?: (row: InstrumentWithQuote) => void;
  rows: readonly InstrumentWithQuote[];
  /** Numbers the rows (rankings). */
  ranked?: boolean;
  /** Tags each row with its market (lists across markets); off where the list is one market's. */
  showMarket?: boolean;
  display?: DisplayOptions;
  trailing?: (row: InstrumentWithQuote) => ReactNode;
  testId?: string;
}) {
  const nav = useNav();
  const intl = useIntl();
  return (
    <ul className="instrument-rows" data-testid={testId}>
      {rows.map((row, index) => (
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
                {showMarket && (
                  // The exchange code, like the ticker, is the same in every language; its name is the title.
                  <span
                    className={`market-tag market-tag--${row.market}`}
                    title={intl.formatMessage({ id: `markets.market.${row.market}` })}
                  >
                    {row.market}
                  </span>
                )}
                <SimulatedTag simulated={row.quote?.simulated} />
              </span>
            </span>
            <RowPrice row={row} display={display} />
            {row.quote ? <ChangePill change={row.quote.change} changePercent={row.quote.changePercent} /> : null}
          </button>
          {trailing?.(row)}
        </li>
      ))}
    </ul>
  );
}
