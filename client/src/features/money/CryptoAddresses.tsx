import { withStepUp } from '../../ui/stepUp';
import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { CryptoChain } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError, TextField } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { Tabs } from '../../ui/Tabs';
import { useToast } from '../../ui/Toast';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { useMounted } from '../../ui/useMounted';
import './money.css';

const CryptoAddressesQuery = graphql(`
  query CryptoAddressList_Addresses {
    cryptoAddresses {
      id
      chain
      address
      createdAt
    }
  }
`);

const DeleteAddressMutation = graphql(`
  mutation CryptoAddressList_Delete($id: ID!) {
    deleteCryptoAddress(id: $id)
  }
`);

const AddAddressMutation = graphql(`
  mutation BindAddressForm_Add($input: AddCryptoAddressInput!) {
    addCryptoAddress(input: $input) {
      id
      chain
      address
      createdAt
    }
  }
`);

export const CHAINS: readonly CryptoChain[] = ['USDT_TRC20', 'USDT_ERC20'];

/** USDT_TRC20 → "USDT-TRC20" (network names are not translated). */
export function chainLabel(chain: string): string {
  return chain.replace('_', '-');
}

/** "TXYZ…abcd": the start and end of a long address. */
export function shortAddress(address: string): string {
  return address.length > 20 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}

export function CryptoAddressList() {
  const intl = useIntl();
  const nav = useNav();
  const query = useQuery(CryptoAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const deleteAddress = useConfirmedMutation(DeleteAddressMutation);
  const add = () => nav.navigateTo(routeByName('bindAddress').path);

  const onDelete = (item: { id: string; chain: string; address: string }) =>
    deleteAddress.run({
      confirm: {
        title: intl.formatMessage({ id: 'money.address.deleteTitle' }),
        message: intl.formatMessage(
          { id: 'money.address.deleteMessage' },
          { address: `${chainLabel(item.chain)} ${shortAddress(item.address)}` },
        ),
        confirmText: intl.formatMessage({ id: 'money.delete' }),
        danger: true,
      },
      variables: { id: item.id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'CryptoAddress', id: item.id }) });
      },
      done: 'money.address.deleted',
    });

  return (
    <QueryBoundary query={query}>
      {({ cryptoAddresses }) =>
        cryptoAddresses.length === 0 ? (
          <div className="card">
            <EmptyState
              icon="wallet"
              title={<FormattedMessage id="money.address.emptyTitle" />}
              description={<FormattedMessage id="money.address.emptyText" />}
              action={
                <Button block={false} onClick={add} data-testid="address-add">
                  <FormattedMessage id="money.address.add" />
                </Button>
              }
            />
          </div>
        ) : (
          <>
            <ul className="record-list" data-testid="address-list">
              {cryptoAddresses.map((item) => (
                <li key={item.id} className="card bank-card" data-testid="address-item">
                  <div className="bank-card__top">
                    <span className="chain-badge">{chainLabel(item.chain)}</span>
                    <button
                      type="button"
                      className="icon-text-button icon-text-button--danger"
                      onClick={() => onDelete(item)}
                      data-testid="address-delete"
                    >
                      <FormattedMessage id="money.delete" />
                    </button>
                  </div>
                  <p className="bank-card__line bank-card__address">{item.address}</p>
                </li>
              ))}
            </ul>
            <Button variant="secondary" onClick={add} data-testid="address-add">
              <FormattedMessage id="money.address.add" />
            </Button>
          </>
        )
      }
    </QueryBoundary>
  );
}

export function BindAddressForm() {
  const intl = useIntl();
  const nav = useNav();
  const toast = useToast();
  const mounted = useMounted();
  const [chain, setChain] = useState<CryptoChain>('USDT_TRC20');
  const [address, setAddress] = useState('');
  const [errorId, setErrorId] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddAddressMutation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const value = address.trim();
    if (!value) {
      setErrorId('error.INCOMPLETE_INFORMATION');
      return;
    }
    setErrorId(null);
    try {
      await withStepUp(() =>
        add({
          variables: { input: { chain, address: value } },
          refetchQueries: ['CryptoAddressList_Addresses', 'WithdrawScreen_Destinations'],
        }),
      );
      toast.success(intl.formatMessage({ id: 'money.address.added' }));
      if (mounted.current) nav.back();
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  return (
    <form className="card form-card" onSubmit={onSubmit} noValidate>
      <div className="field">
        <span className="field__label">
          <FormattedMessage id="money.address.chain" />
        </span>
        <Tabs
          value={chain}
          onChange={setChain}
          options={CHAINS.map((c) => ({ value: c, label: chainLabel(c) }))}
          testId="address-chain"
          label={intl.formatMessage({ id: 'money.address.chain' })}
        />
        <p className="field__hint">
          <FormattedMessage id={chain === 'USDT_TRC20' ? 'money.address.hintTrc20' : 'money.address.hintErc20'} />
        </p>
      </div>
      <TextField
        label={<FormattedMessage id="money.address.address" />}
        value={address}
        onChange={setAddress}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'money.address.addressPlaceholder' })}
        testId="address-input"
      />
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={loading} data-testid="address-submit">
        <FormattedMessage id="money.address.submit" />
      </Button>
    </form>
  );
}
