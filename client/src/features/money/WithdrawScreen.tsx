import { useApolloClient, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { WithdrawalMethod, WithdrawScreen_DestinationsQuery } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { HelpArticleLink } from '../../ui/HelpArticleLink';
import { FormError, PasswordField } from '../../ui/Field';
import { List, ListItem } from '../../ui/List';
import { AmountField } from '../../ui/money/AmountField';
import { amountProblem, amountProblemMessageId, decimalGte, normaliseAmount } from '../../ui/money/amount';
import { useFormatMoney } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { Tabs } from '../../ui/Tabs';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useMounted } from '../../ui/useMounted';
import { maskTail } from './BankCards';
import { chainLabel, shortAddress } from './CryptoAddresses';
import './money.css';

const DestinationsQuery = graphql(`
  query WithdrawScreen_Destinations {
    me {
      id
      hasPayPassword
    }
    withdrawalSettings {
      bankCurrencies
      bankMinimum
      bankFeeRate
      bankMinimumFee
      cryptoCurrencies
      cryptoMinimum
      cryptoFee
    }
    bankCards {
      id
      bankName
      cardNumber
      holderName
      iban
    }
    cryptoAddresses {
      id
      chain
      address
    }
    balances {
      currency
      available
    }
    secondFactor {
      totpEnabled
      passkeyCount
    }
  }
`);

const PreviewQuery = graphql(`
  query WithdrawScreen_Preview($input: WithdrawalPreviewInput!) {
    withdrawalPreview(input: $input) {
      amount
      fee
      received
      minimum
    }
  }
`);

const RequestMutation = graphql(`
  mutation WithdrawScreen_RequestWithdrawal($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      id
      ...WithdrawalRecord_Withdrawal
    }
  }
`);

/** Withdraw: choose bank card or crypto address. */
export function WithdrawTypeChooser() {
  const nav = useNav();
  return (
    <>
      <p className="page-intro">
        <FormattedMessage id="money.withdraw.chooseIntro" />
      </p>
      <List>
        <ListItem
          icon="bank"
          title={<FormattedMessage id="money.withdraw.toBank" />}
          description={<FormattedMessage id="money.withdraw.toBankText" />}
          onClick={() => nav.navigateTo(routeByName('withdraw').path)}
          testId="withdraw-type-bank"
        />
        <ListItem
          icon="wallet"
          title={<FormattedMessage id="money.withdraw.toCrypto" />}
          description={<FormattedMessage id="money.withdraw.toCryptoText" />}
          onClick={() => nav.navigateTo(routeByName('usdtWithdraw').path)}
          testId="withdraw-type-crypto"
        />
      </List>
    </>
  );
}

interface Destination {
  id: string;
  title: string;
  description: string;
}

/** The withdrawal form of one method: currency, amount, destination, fee preview, pay password, confirm. */
export function WithdrawForm({ method }: { method: WithdrawalMethod }) {
  const query = useQuery(DestinationsQuery, { fetchPolicy: 'cache-and-network' });
  return <QueryBoundary query={query}>{(data) => <WithdrawFormBody method={method} data={data} />}</QueryBoundary>;
}

function WithdrawFormBody({ method, data }: { method: WithdrawalMethod; data: WithdrawScreen_DestinationsQuery }) {
  const intl = useIntl();
  const nav = useNav();
  const client = useApolloClient();
  const mounted = useMounted();
  const formatMoney = useFormatMoney();
  const settings = data.withdrawalSettings;
  const bank = method === 'BANK';
  const currencies = bank ? settings.bankCurrencies : settings.cryptoCurrencies;
  const [currency, setCurrency] = useState(currencies[0] ?? 'EUR');
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const request = useConfirmedMutation(RequestMutation, { onError: setErrorId });

  const destinations: Destination[] = bank
    ? data.bankCards.map((c) => ({ id: c.id, title: `${c.bankName} ${maskTail(c.cardNumber)}`, description: c.holderName }))
    : data.cryptoAddresses.map((a) => ({ id: a.id, title: chainLabel(a.chain), description: shortAddress(a.address) }));
  const destination = destinations.find((d) => d.id === chosen) ?? destinations[0];
  const minimum = bank ? settings.bankMinimum : settings.cryptoMinimum;
  const balance = data.balances.find((b) => b.currency === currency);
  // Withdrawals need a second factor (issue 32): the form says so before anything is typed.
  const hasSecondFactor = data.secondFactor.totpEnabled || data.secondFactor.passkeyCount > 0;

  const settled = useDebouncedValue(normaliseAmount(amount));
  const previewable = amountProblem(settled) === null;
  const preview = useQuery(PreviewQuery, {
    variables: { input: { amount: settled, currency, method } },
    skip: !previewable,
    fetchPolicy: 'network-only',
  });
  const previewData = previewable ? (preview.data ?? preview.previousData)?.withdrawalPreview : undefined;

  const feeRule = bank
    ? intl.formatMessage(
        { id: 'money.withdraw.bankFeeRule' },
        {
          rate: intl.formatNumber(settings.bankFeeRate as unknown as number, { style: 'percent', maximumFractionDigits: 2 }),
          minimum: formatMoney(settings.bankMinimumFee, currency),
        },
      )
    : intl.formatMessage({ id: 'money.withdraw.cryptoFeeRule' }, { fee: formatMoney(settings.cryptoFee, 'USD') });

  if (destinations.length === 0) {
    const route = bank ? 'bankCard' : 'bindAddress';
    return (
      <div className="card">
        <EmptyState
          icon={bank ? 'bank' : 'wallet'}
          title={<FormattedMessage id={bank ? 'money.withdraw.noCard' : 'money.withdraw.noAddress'} />}
          description={<FormattedMessage id={bank ? 'money.withdraw.noCardText' : 'money.withdraw.noAddressText'} />}
          action={
            <Button block={false} onClick={() => nav.navigateTo(routeByName(route).path)} data-testid="withdraw-add-destination">
              <FormattedMessage id={bank ? 'money.bank.add' : 'money.address.add'} />
            </Button>
          }
        />
        {/* What a withdrawal will cost is known before any card or address exists. */}
        <div className="withdraw-fee-rule">
          <p className="preview__hint" data-testid="withdraw-fee-rule">
            {feeRule}
          </p>
          <HelpArticleLink slug="withdrawals-and-fees" />
        </div>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.busy) return;
    const problem = amountProblem(amount);
    if (problem) return setErrorId(amountProblemMessageId(problem));
    const value = normaliseAmount(amount);
    if (!decimalGte(value, minimum)) return setErrorId('error.WITHDRAWAL_BELOW_MINIMUM');
    if (!hasSecondFactor) return setErrorId('error.SECOND_FACTOR_SETUP_REQUIRED');
    if (!data.me?.hasPayPassword) return setErrorId('error.PAY_PASSWORD_NOT_SET');
    if (!payPassword) return setErrorId('money.withdraw.payPasswordRequired');
    setErrorId(null);
    const outcome = await request.run(async () => {
      const result = await client.query({
        query: PreviewQuery,
        variables: { input: { amount: value, currency, method } },
        fetchPolicy: 'network-only',
      });
      const shown = result.data.withdrawalPreview;
      const details = {
        method,
        currency,
        amount: value,
        bankCardId: bank ? destination.id : null,
        cryptoAddressId: bank ? null : destination.id,
      };
      return {
        confirm: {
          title: intl.formatMessage({ id: 'money.withdraw.confirmTitle' }),
          message: intl.formatMessage({ id: 'money.withdraw.confirmMessage' }),
          confirmText: intl.formatMessage({ id: 'money.withdraw.submit' }),
          details: (
            <Summary
              testId="withdraw-confirm"
              rows={[
                { key: 'amount', label: <FormattedMessage id="money.amount" />, value: formatMoney(value, currency) },
                { key: 'fee', label: <FormattedMessage id="money.fee" />, value: formatMoney(shown.fee, currency) },
                {
                  key: 'received',
                  label: <FormattedMessage id="money.received" />,
                  value: formatMoney(shown.received, currency),
                  strong: true,
                },
                {
                  key: 'destination',
                  label: <FormattedMessage id="money.destination" />,
                  value: `${destination.title} · ${destination.description}`,
                },
              ]}
            />
          ),
        },
        // One key per attempt: made when the confirmation opens, reused if this attempt is retried.
        keyFor: details,
        variables: (idempotencyKey: string) => ({ input: { ...details, payPassword, idempotencyKey } }),
        refetchQueries: [...CASH_BALANCE_QUERIES, 'TransactionRecords_Withdrawals'],
        done: 'money.withdraw.requested',
      };
    });
    if (outcome.status === 'done' && mounted.current) {
      nav.redirectTo(buildUrl(routeByName('transactionRecord').path, { tab: 'withdrawals' }));
    }
  };

  return (
    <form className="withdraw-form" onSubmit={onSubmit} noValidate>
      {!hasSecondFactor && (
        <div className="notice-card" data-testid="withdraw-no-second-factor">
          <p>
            <strong>
              <FormattedMessage id="security.withdraw.setupTitle" />
            </strong>
          </p>
          <p>
            <FormattedMessage id="security.withdraw.setupText" />
          </p>
          <Button
            variant="secondary"
            block={false}
            onClick={() => nav.navigateTo(routeByName('security').path)}
            data-testid="withdraw-set-up-second-factor"
          >
            <FormattedMessage id="security.withdraw.setup" />
          </Button>
        </div>
      )}
      {!data.me?.hasPayPassword && (
        <div className="notice-card" data-testid="withdraw-no-pay-password">
          <p>
            <FormattedMessage id="money.withdraw.noPayPassword" />
          </p>
          <Button
            variant="secondary"
            block={false}
            onClick={() => nav.navigateTo(routeByName('changePayPassword').path)}
            data-testid="withdraw-set-pay-password"
          >
            <FormattedMessage id="money.withdraw.setPayPassword" />
          </Button>
        </div>
      )}
      <List title={<FormattedMessage id={bank ? 'money.withdraw.toCard' : 'money.withdraw.toAddress'} />}>
        {destinations.map((d) => (
          <ListItem
            key={d.id}
            icon={bank ? 'bank' : 'wallet'}
            title={d.title}
            description={d.description}
            selected={d.id === destination.id}
            onClick={() => setChosen(d.id)}
            testId="withdraw-destination"
          />
        ))}
      </List>
      <div className="card form-card">
        {bank ? (
          <Tabs
            value={currency}
            onChange={(c) => {
              setCurrency(c);
              setErrorId(null);
            }}
            options={currencies.map((c) => ({ value: c, label: c }))}
            testId="withdraw-currency"
            label={intl.formatMessage({ id: 'money.currency' })}
          />
        ) : (
          <p className="field__hint">
            <FormattedMessage id="money.withdraw.usdtNote" />
          </p>
        )}
        <AmountField
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setErrorId(null);
          }}
          currency={currency}
          testId="withdraw-amount"
          hint={
            <>
              <span data-testid="withdraw-available">
                <FormattedMessage id="money.withdraw.availableHint" values={{ amount: formatMoney(balance?.available ?? '0', currency) }} />
              </span>
              {' · '}
              <span data-testid="withdraw-minimum">
                <FormattedMessage id="money.withdraw.minimumHint" values={{ amount: formatMoney(minimum, currency) }} />
              </span>
            </>
          }
        />
        <div className="preview" data-testid="withdraw-preview" aria-live="polite">
          {previewData ? (
            <Summary
              testId="withdraw-preview"
              rows={[
                { key: 'fee', label: <FormattedMessage id="money.fee" />, value: formatMoney(previewData.fee, currency) },
                {
                  key: 'received',
                  label: <FormattedMessage id="money.received" />,
                  value: formatMoney(previewData.received, currency),
                  strong: true,
                },
              ]}
            />
          ) : previewable && preview.error ? (
            <p className="preview__error">
              <FormattedMessage id={errorMessageIdOf(preview.error)} />
            </p>
          ) : (
            <p className="preview__hint" data-testid="withdraw-fee-rule">
              {feeRule}
            </p>
          )}
          <HelpArticleLink slug="withdrawals-and-fees" />
        </div>
        <PasswordField
          label={<FormattedMessage id="money.withdraw.payPassword" />}
          value={payPassword}
          onChange={setPayPassword}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'money.withdraw.payPasswordPlaceholder' })}
          testId="withdraw-pay-password"
        />
        <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
        <Button type="submit" loading={request.mutating} data-testid="withdraw-submit">
          <FormattedMessage id="money.withdraw.submit" />
        </Button>
      </div>
    </form>
  );
}
