import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { formatPrice } from '../../ui/price/format';
import { ChoiceChips, PriceField } from './fields';
import { codeOfSymbol, directionMessageId } from './labels';
import { TRADING_LIST_QUERIES } from './listQueries';
import {
  buildProtectionInput,
  type ProtectionForm,
  type ProtectionValue,
  protectionFormOf,
  type StopLossMode,
  sameProtection,
} from './orderInput';
import { DirectionBadge, GapRiskNote, PriceValue, useInstrumentDigits, useTrailText } from './parts';
import './trading.css';

/** Answers with the position as its row and the detail show its exits, so that they land in the cache. */
const SetProtectionMutation = graphql(`
  mutation Protection_Set($input: PositionProtectionInput!) {
    setPositionProtection(input: $input) {
      id
      takeProfit
      stopLoss
      stopLossTrailAmount
      stopLossTrailPercent
      ...OpenPositionRow_Position
    }
  }
`);

/** What the sheet needs of an open position: its exits now and the price it would close at now. */
export interface ProtectablePosition {
  id: string;
  symbol: string;
  direction: string;
  leverage: number;
  quoteCurrency: string;
  takeProfit?: string | null;
  stopLoss?: string | null;
  stopLossTrailAmount?: string | null;
  stopLossTrailPercent?: string | null;
  /** The price it would close at now (bid for a long, ask for a short), live. */
  currentPrice?: string | null;
}

type SlChoice = 'none' | 'fixed' | 'trailing';
const SL_CHOICES: readonly SlChoice[] = ['none', 'fixed', 'trailing'];
const TRAIL_KINDS: ReadonlyArray<'trailPercent' | 'trailAmount'> = ['trailPercent', 'trailAmount'];

const choiceOf = (mode: StopLossMode): SlChoice => (mode === 'none' || mode === 'fixed' ? mode : 'trailing');

/**
 * An open position's take-profit and stop-loss (Trade → positions → Edit TP/SL, and the trade detail):
 * set, change or remove each; the stop-loss at a fixed price or trailing by an amount or a percent. Saving
 * asks to confirm (with the gap risk of a stop-loss), then sets both as shown (setPositionProtection, one
 * idempotency key per attempt). When one of them fills, the server cancels the other.
 */
export function ProtectionSheet({ position: p, onDone }: { position: ProtectablePosition; onDone: () => void }) {
  const intl = useIntl();
  const trailText = useTrailText();
  const [form, setForm] = useState<ProtectionForm>(() => protectionFormOf(p));
  const [errorId, setErrorId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const save = useConfirmedMutation(SetProtectionMutation, { onError: setErrorId });
  const digits = useInstrumentDigits(p.symbol, [p.currentPrice, p.takeProfit, p.stopLoss]);
  const current = buildProtectionInput(protectionFormOf(p)).value as ProtectionValue;
  const { value, problems } = buildProtectionInput(form);
  const unchanged = value !== null && sameProtection(value, current);
  const long = p.direction.toUpperCase() !== 'SHORT';
  const side = long ? 'LONG' : 'SHORT';
  const priceNow = p.currentPrice ? formatPrice(intl, p.currentPrice, p.quoteCurrency, digits) : '—';
  const slChoice = choiceOf(form.stopLossMode);
  const none = intl.formatMessage({ id: 'trading.exit.none' });

  const change = (next: Partial<ProtectionForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setErrorId(null);
  };

  const exitText = (v: ProtectionValue, which: 'takeProfit' | 'stopLoss'): string => {
    if (which === 'takeProfit') return v.takeProfit ? formatPrice(intl, v.takeProfit, p.quoteCurrency, digits) : none;
    if (v.stopLoss) return formatPrice(intl, v.stopLoss, p.quoteCurrency, digits);
    if (v.stopLossTrailAmount || v.stopLossTrailPercent)
      return intl.formatMessage(
        { id: 'trading.exit.trailing' },
        { trail: trailText({ amount: v.stopLossTrailAmount, percent: v.stopLossTrailPercent }, p.quoteCurrency) },
      );
    return none;
  };

  const onSave = async () => {
    setTouched(true);
    const first = problems.takeProfit ?? problems.stopLoss;
    if (first) return setErrorId(first);
    if (!value || unchanged) return;
    const outcome = await save.run({
      confirm: {
        title: intl.formatMessage({ id: 'trading.protect.title' }),
        message: intl.formatMessage(
          { id: 'trading.protect.confirmMessage' },
          { code: codeOfSymbol(p.symbol), direction: intl.formatMessage({ id: directionMessageId(p.direction) }) },
        ),
        confirmText: intl.formatMessage({ id: 'trading.protect.save' }),
        details: (
          <div className="order-figures" data-testid="protect-confirm">
            <Summary
              testId="protect-confirm-rows"
              rows={[
                { key: 'takeProfit', label: <FormattedMessage id="trading.field.takeProfit" />, value: exitText(value, 'takeProfit') },
                { key: 'stopLoss', label: <FormattedMessage id="trading.field.stopLoss" />, value: exitText(value, 'stopLoss') },
              ]}
            />
            {value.takeProfit && (value.stopLoss || value.stopLossTrailAmount || value.stopLossTrailPercent) && (
              <p className="order-figures__note">
                <FormattedMessage id="trading.protect.oco" />
              </p>
            )}
            {(value.stopLoss || value.stopLossTrailAmount || value.stopLossTrailPercent) && (
              <GapRiskNote testId="protect-confirm-gap-risk" />
            )}
          </div>
        ),
      },
      keyFor: { protect: p.id, ...value },
      variables: (idempotencyKey: string) => ({ input: { positionId: p.id, ...value, idempotencyKey } }),
      refetchQueries: TRADING_LIST_QUERIES,
      done: 'trading.toast.protectionSaved',
    });
    if (outcome.status === 'done') onDone();
  };

  const trailMode = form.stopLossMode === 'trailAmount' ? 'amount' : 'percent';
  return (
    <div className="order-panel protect-sheet" data-testid="protect-sheet">
      <div className="order-panel__head">
        <h3 className="order-panel__title">{codeOfSymbol(p.symbol)}</h3>
        <DirectionBadge direction={p.direction} leverage={p.leverage} />
      </div>
      <p className="protect-sheet__now" data-testid="protect-price-now">
        <span>
          <FormattedMessage id={long ? 'trading.protect.priceNowBid' : 'trading.protect.priceNowAsk'} />
        </span>
        {p.currentPrice ? <PriceValue value={p.currentPrice} currency={p.quoteCurrency} digits={digits} /> : '—'}
      </p>

      <PriceField
        label={<FormattedMessage id="trading.field.takeProfit" />}
        value={form.takeProfit}
        onChange={(v) => change({ takeProfit: v })}
        suffix={p.quoteCurrency}
        hint={<FormattedMessage id={`trading.protect.takeProfitHint.${side}`} values={{ price: priceNow }} />}
        error={touched || form.takeProfit !== '' ? problems.takeProfit : null}
        onClear={() => change({ takeProfit: '' })}
        clearLabel={intl.formatMessage({ id: 'trading.protect.removeTakeProfit' })}
        placeholder={none}
        testId="protect-take-profit"
      />

      <div className="field">
        <span className="field__label">
          <FormattedMessage id="trading.field.stopLoss" />
        </span>
        <ChoiceChips
          value={slChoice}
          onChange={(c) =>
            change({
              stopLossMode: c === 'trailing' ? 'trailPercent' : c,
              stopLoss: c === 'none' ? '' : choiceOf(form.stopLossMode) === c ? form.stopLoss : '',
            })
          }
          options={SL_CHOICES.map((c) => ({ value: c, label: <FormattedMessage id={`trading.protect.sl.${c}`} /> }))}
          label={intl.formatMessage({ id: 'trading.field.stopLoss' })}
          testId="protect-sl-mode"
          columns={3}
        />
      </div>

      {slChoice === 'fixed' && (
        <PriceField
          label={<FormattedMessage id="trading.protect.stopLossPrice" />}
          value={form.stopLoss}
          onChange={(v) => change({ stopLoss: v })}
          suffix={p.quoteCurrency}
          hint={<FormattedMessage id={`trading.protect.stopLossHint.${side}`} values={{ price: priceNow }} />}
          error={touched || form.stopLoss !== '' ? problems.stopLoss : null}
          testId="protect-stop-loss"
        />
      )}

      {slChoice === 'trailing' && (
        <>
          <div className="field">
            <span className="field__label">
              <FormattedMessage id="trading.panel.trailBy" />
            </span>
            <ChoiceChips
              value={form.stopLossMode as 'trailPercent' | 'trailAmount'}
              onChange={(m) => change({ stopLossMode: m, stopLoss: '' })}
              options={TRAIL_KINDS.map((m) => ({
                value: m,
                label: <FormattedMessage id={`trading.panel.trailMode.${m === 'trailPercent' ? 'percent' : 'amount'}`} />,
              }))}
              label={intl.formatMessage({ id: 'trading.panel.trailBy' })}
              testId="protect-trail-mode"
              columns={2}
            />
          </div>
          <PriceField
            label={<FormattedMessage id="trading.panel.trail" />}
            value={form.stopLoss}
            onChange={(v) => change({ stopLoss: v })}
            suffix={trailMode === 'percent' ? '%' : p.quoteCurrency}
            hint={<FormattedMessage id={`trading.protect.trailHint.${side}`} />}
            error={touched || form.stopLoss !== '' ? problems.stopLoss : null}
            testId="protect-trail"
          />
        </>
      )}

      {slChoice !== 'none' && <GapRiskNote testId="protect-gap-risk" />}

      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>

      <Button onClick={onSave} loading={save.busy} disabled={unchanged} data-testid="protect-save">
        <FormattedMessage id="trading.protect.save" />
      </Button>
      {unchanged && (
        <p className="field__hint protect-sheet__unchanged" data-testid="protect-unchanged">
          <FormattedMessage id="trading.protect.unchanged" />
        </p>
      )}
    </div>
  );
}
