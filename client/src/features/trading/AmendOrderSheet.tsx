import { useQuery } from '@apollo/client';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { formatCount, formatPrice } from '../../ui/price/format';
import { ChoiceChips, PriceField } from './fields';
import { codeOfSymbol, orderTypeMessageId } from './labels';
import { TRADING_LIST_QUERIES } from './listQueries';
import {
  type AmendableOrder,
  type AmendForm,
  acceptSharesKeystroke,
  amendableFields,
  amendFormOf,
  buildAmendInput,
  stepShares,
  type TrailMode,
} from './orderInput';
import { DirectionBadge, PriceValue, useInstrumentDigits, useTrailText } from './parts';
import './trading.css';

/** The instrument's lot size and the price now (the amendment's hints). */
const AmendInstrumentQuery = graphql(`
  query AmendOrder_Instrument($symbol: ID!) {
    instrument(symbol: $symbol) {
      symbol
      lotSize
      tickSize
      quote {
        symbol
        price
      }
    }
  }
`);

/** Answers with the order as its row shows it (the new version), so that it lands in the cache whole. */
const AmendOrderMutation = graphql(`
  mutation AmendOrder_Amend($input: AmendOrderInput!) {
    amendOrder(input: $input) {
      id
      version
      ...PendingOrderRow_Order
    }
  }
`);

/** A pending order as the sheet starts from it. */
export interface AmendablePendingOrder extends AmendableOrder {
  id: string;
  orderNo: string;
  symbol: string;
  direction: string;
  leverage: number;
  quoteCurrency: string;
  currentStop?: string | null;
}

const TRAIL_MODES: readonly TrailMode[] = ['percent', 'amount'];

/**
 * Amend a pending order (Trade → pending orders → Amend): its shares and the prices its type has (a
 * limit, a stop not yet reached, a trailing stop's trail). The order keeps its number and becomes a new
 * version; its hold is adjusted in the same transaction. Only what changed is sent (amendOrder), after a
 * confirmation listing each change, with one idempotency key per attempt.
 */
export function AmendOrderSheet({ order: o, onDone }: { order: AmendablePendingOrder; onDone: () => void }) {
  const intl = useIntl();
  const trailText = useTrailText();
  const sharesId = useId();
  const instrument = useQuery(AmendInstrumentQuery, { variables: { symbol: o.symbol }, fetchPolicy: 'cache-and-network' }).data?.instrument;
  const lotSize = instrument?.lotSize ?? 1;
  const [form, setForm] = useState<AmendForm>(() => amendFormOf(o));
  const [errorId, setErrorId] = useState<string | null>(null);
  const amend = useConfirmedMutation(AmendOrderMutation, { onError: setErrorId });
  const fields = amendableFields(o);
  const { value, unchanged, problems } = buildAmendInput(o, form, lotSize);
  const digits = useInstrumentDigits(o.symbol, [o.limitPrice, o.stopPrice, o.currentStop, instrument?.quote?.price]);
  const price = (v: string) => formatPrice(intl, v, o.quoteCurrency, digits);
  const priceNow = instrument?.quote?.price ? price(instrument.quote.price) : '—';

  const change = (next: Partial<AmendForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setErrorId(null);
  };

  const onSave = async () => {
    const first = problems.shares ?? problems.stop ?? problems.limit ?? problems.trail;
    if (first) return setErrorId(first);
    if (!value) return;
    const trailBefore = trailText({ amount: o.trailAmount, percent: o.trailPercent }, o.quoteCurrency);
    const rows = [
      ...(value.shares !== undefined
        ? [
            {
              key: 'shares',
              label: <FormattedMessage id="trading.field.shares" />,
              value: `${formatCount(intl, o.shares)} → ${formatCount(intl, value.shares)}`,
            },
          ]
        : []),
      ...(value.stopPrice !== undefined
        ? [
            {
              key: 'stop',
              label: <FormattedMessage id="trading.preview.stopPrice" />,
              value: `${o.stopPrice ? price(o.stopPrice) : '—'} → ${price(value.stopPrice)}`,
            },
          ]
        : []),
      ...(value.limitPrice !== undefined
        ? [
            {
              key: 'limit',
              label: <FormattedMessage id="trading.field.limitPrice" />,
              value: `${o.limitPrice ? price(o.limitPrice) : '—'} → ${price(value.limitPrice)}`,
            },
          ]
        : []),
      ...(value.trailAmount !== undefined || value.trailPercent !== undefined
        ? [
            {
              key: 'trail',
              label: <FormattedMessage id="trading.preview.trail" />,
              value: `${trailBefore || '—'} → ${trailText({ amount: value.trailAmount, percent: value.trailPercent }, o.quoteCurrency)}`,
            },
          ]
        : []),
    ];
    const outcome = await amend.run({
      confirm: {
        title: intl.formatMessage({ id: 'trading.amend.title' }),
        message: intl.formatMessage(
          { id: 'trading.amend.confirmMessage' },
          { no: o.orderNo, type: intl.formatMessage({ id: orderTypeMessageId(o.orderType) }), code: codeOfSymbol(o.symbol) },
        ),
        confirmText: intl.formatMessage({ id: 'trading.amend.submit' }),
        details: (
          <div className="order-figures" data-testid="amend-confirm">
            <Summary testId="amend-confirm-rows" rows={rows} />
            <p className="order-figures__note">
              <FormattedMessage id="trading.amend.holdNote" />
            </p>
          </div>
        ),
      },
      keyFor: { amend: o.id, ...value },
      variables: (idempotencyKey: string) => ({ input: { id: o.id, ...value, idempotencyKey } }),
      refetchQueries: [...CASH_BALANCE_QUERIES, ...TRADING_LIST_QUERIES],
      done: 'trading.toast.amended',
    });
    if (outcome.status === 'done') onDone();
  };

  return (
    <div className="order-panel amend-sheet" data-testid="amend-sheet" data-order-type={o.orderType}>
      <div className="order-panel__head">
        <h3 className="order-panel__title">
          {codeOfSymbol(o.symbol)}
          <span className="type-badge">
            <FormattedMessage id={orderTypeMessageId(o.orderType)} />
          </span>
        </h3>
        <DirectionBadge direction={o.direction} leverage={o.leverage} />
      </div>
      <p className="protect-sheet__now">
        <span>
          <FormattedMessage id="money.orderNo" values={{ no: o.orderNo }} />
        </span>
        <span>
          <FormattedMessage id="trading.amend.priceNow" />{' '}
          {instrument?.quote?.price ? <PriceValue value={instrument.quote.price} currency={o.quoteCurrency} digits={digits} /> : '—'}
        </span>
      </p>

      <div className="field">
        <label className="field__label" htmlFor={sharesId}>
          <FormattedMessage id="trading.panel.shares" />
        </label>
        <div className="stepper">
          <button
            type="button"
            className="stepper__button"
            onClick={() => change({ shares: stepShares(form.shares, lotSize, -1) })}
            aria-label={intl.formatMessage({ id: 'trading.panel.lessShares' })}
            data-testid="amend-shares-minus"
          >
            −
          </button>
          <div className="input-box stepper__box">
            <input
              id={sharesId}
              className="input stepper__input"
              value={form.shares}
              onChange={(e) => change({ shares: acceptSharesKeystroke(form.shares, e.target.value) })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              data-testid="amend-shares"
            />
          </div>
          <button
            type="button"
            className="stepper__button"
            onClick={() => change({ shares: stepShares(form.shares, lotSize, 1) })}
            aria-label={intl.formatMessage({ id: 'trading.panel.moreShares' })}
            data-testid="amend-shares-plus"
          >
            +
          </button>
        </div>
        {problems.shares && (
          <p className="field__error" data-testid="amend-shares-error">
            <FormattedMessage id={problems.shares} />
          </p>
        )}
      </div>

      {fields.stop && (
        <PriceField
          label={<FormattedMessage id="trading.panel.stopPrice" />}
          value={form.stop}
          onChange={(v) => change({ stop: v })}
          suffix={o.quoteCurrency}
          hint={
            <FormattedMessage
              id={`trading.panel.stopHint.${o.direction.toUpperCase() === 'SHORT' ? 'SHORT' : 'LONG'}`}
              values={{ price: priceNow }}
            />
          }
          error={problems.stop}
          testId="amend-stop-price"
        />
      )}
      {fields.limit && (
        <PriceField
          label={<FormattedMessage id="trading.panel.limitPrice" />}
          value={form.limit}
          onChange={(v) => change({ limit: v })}
          suffix={o.quoteCurrency}
          error={problems.limit}
          testId="amend-limit-price"
        />
      )}
      {fields.trail && (
        <>
          <div className="field">
            <span className="field__label">
              <FormattedMessage id="trading.panel.trailBy" />
            </span>
            <ChoiceChips
              value={form.trailMode}
              onChange={(m) => change({ trailMode: m, trail: '' })}
              options={TRAIL_MODES.map((m) => ({ value: m, label: <FormattedMessage id={`trading.panel.trailMode.${m}`} /> }))}
              label={intl.formatMessage({ id: 'trading.panel.trailBy' })}
              testId="amend-trail-mode"
              columns={2}
            />
          </div>
          <PriceField
            label={<FormattedMessage id="trading.panel.trail" />}
            value={form.trail}
            onChange={(v) => change({ trail: v })}
            suffix={form.trailMode === 'percent' ? '%' : o.quoteCurrency}
            hint={<FormattedMessage id={`trading.panel.trailHint.${form.trailMode}`} values={{ currency: o.quoteCurrency }} />}
            error={problems.trail}
            testId="amend-trail"
          />
        </>
      )}

      <p className="field__hint">
        <FormattedMessage id="trading.amend.holdNote" />
      </p>
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button onClick={onSave} loading={amend.busy} disabled={unchanged} data-testid="amend-save">
        <FormattedMessage id="trading.amend.submit" />
      </Button>
    </div>
  );
}
