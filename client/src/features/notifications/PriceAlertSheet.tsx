import './notifications.css';
import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PriceAlertCondition, PriceAlertRepeat } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select, TextInput } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { formatTickPrice, tickDigits } from '../../ui/price/format';
import { BottomSheet } from '../../ui/Sheet';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/useSession';
import { AlertInstrumentQuery, CreatePriceAlertMutation, PRICE_ALERT_QUERIES } from './queries';
import { tickerOf } from './notificationText';

const CONDITIONS = ['ABOVE', 'BELOW', 'DAY_MOVE_PCT', 'HIGH_52W', 'LOW_52W'] as const satisfies readonly PriceAlertCondition[];
const COOLDOWNS = [5, 15, 60, 240, 1440] as const;

const needsPrice = (c: PriceAlertCondition) => c === 'ABOVE' || c === 'BELOW';

/** The value as the server takes it: digits with a dot (the reader may type a comma). */
function plain(value: string): string {
  return value.trim().replace(/\s/g, '').replace(',', '.');
}

function cooldownLabel(minutes: number) {
  if (minutes >= 1440) return <FormattedMessage id="alerts.cooldown.day" />;
  if (minutes >= 60) return <FormattedMessage id="alerts.cooldown.hours" values={{ count: minutes / 60 }} />;
  return <FormattedMessage id="alerts.cooldown.minutes" values={{ count: minutes }} />;
}

function AlertForm({ symbol, onDone }: { symbol: string; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const instrument = useQuery(AlertInstrumentQuery, { variables: { symbol } });
  const i = instrument.data?.instrument;
  const last = i?.quote?.price ?? null;
  const digits = tickDigits(i?.tickSize, last);
  // The current price on the instrument's tick grid, written with the reader's decimal mark (a comma in
  // French and Spanish) as the field starts from it; `plain` turns either mark back into the server's dot.
  const mark = intl.formatNumber(1.5).charAt(1);
  const start = last ? Number(last).toFixed(digits).replace('.', mark) : '';
  const [condition, setCondition] = useState<PriceAlertCondition>('ABOVE');
  const [value, setValue] = useState<string | null>(null);
  const [repeat, setRepeat] = useState<PriceAlertRepeat>('ONCE');
  const [cooldown, setCooldown] = useState<number>(60);
  const [error, setError] = useState<string | null>(null);
  const [create, state] = useMutation(CreatePriceAlertMutation, { refetchQueries: PRICE_ALERT_QUERIES });
  const shown = value ?? (needsPrice(condition) ? start : condition === 'DAY_MOVE_PCT' ? '5' : '');
  const submit = async () => {
    setError(null);
    try {
      await create({
        variables: {
          input: {
            symbol,
            condition,
            value: needsPrice(condition) || condition === 'DAY_MOVE_PCT' ? plain(shown) : null,
            repeat,
            cooldownMinutes: repeat === 'REPEAT' ? cooldown : null,
          },
        },
      });
      toast.success(intl.formatMessage({ id: 'alerts.created' }));
      onDone();
    } catch (err) {
      setError(intl.formatMessage({ id: errorMessageIdOf(err) }));
    }
  };
  return (
    <form
      className="alert-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FieldRow label={<FormattedMessage id="alerts.condition" />} htmlFor="alert-condition">
        <Select
          id="alert-condition"
          value={condition}
          onChange={(v) => {
            setCondition(v as PriceAlertCondition);
            setValue(null);
          }}
          testId="alert-condition"
        >
          {CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {intl.formatMessage({ id: `alerts.condition.${c}` })}
            </option>
          ))}
        </Select>
      </FieldRow>
      {(needsPrice(condition) || condition === 'DAY_MOVE_PCT') && (
        <FieldRow
          label={<FormattedMessage id={needsPrice(condition) ? 'alerts.value.price' : 'alerts.value.percent'} />}
          htmlFor="alert-value"
          hint={
            last && needsPrice(condition) ? (
              <FormattedMessage id="alerts.value.hint" values={{ price: formatTickPrice(intl, last, digits, i?.currency) }} />
            ) : undefined
          }
        >
          <div className="input-box">
            <TextInput id="alert-value" inputMode="decimal" value={shown} onChange={setValue} testId="alert-value" />
          </div>
        </FieldRow>
      )}
      <FieldRow label={<FormattedMessage id="alerts.repeat" />} htmlFor="alert-repeat">
        <Select id="alert-repeat" value={repeat} onChange={(v) => setRepeat(v as PriceAlertRepeat)} testId="alert-repeat">
          {(['ONCE', 'REPEAT'] as const).map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage({ id: `alerts.repeat.${r}` })}
            </option>
          ))}
        </Select>
      </FieldRow>
      {repeat === 'REPEAT' && (
        <FieldRow label={<FormattedMessage id="alerts.cooldown" />}>
          <div className="alert-form__cooldowns" role="radiogroup">
            {COOLDOWNS.map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={cooldown === m}
                className={`alert-chip${cooldown === m ? ' alert-chip--on' : ''}`}
                onClick={() => setCooldown(m)}
              >
                {cooldownLabel(m)}
              </button>
            ))}
          </div>
        </FieldRow>
      )}
      <FormError>{error}</FormError>
      <p className="alert-form__note">
        <FormattedMessage id="alerts.limitNote" />
      </p>
      <Button type="submit" loading={state.loading} data-testid="alert-submit">
        <FormattedMessage id="alerts.submit" />
      </Button>
    </form>
  );
}

/** Stock detail's "Alert" action (signed in): a sheet to set a price alert on the symbol. */
export function PriceAlertButton({ symbol }: { symbol: string }) {
  const [open, setOpen] = useState(false);
  const { me } = useSession();
  // Alerts are the user's own: signed out, stock detail shows no action.
  if (!me) return null;
  return (
    <>
      <button type="button" className="alert-action" onClick={() => setOpen(true)} data-testid="alert-open">
        <Icon name="bell" size={18} />
        <FormattedMessage id="alerts.action" />
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id="alerts.sheet.title" values={{ symbol: tickerOf(symbol) }} />}
        testId="alert-sheet"
      >
        <AlertForm symbol={symbol} onDone={() => setOpen(false)} />
      </BottomSheet>
    </>
  );
}
