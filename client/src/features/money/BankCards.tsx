import { withStepUp } from '../../ui/stepUp';
import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError, TextField } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { useMounted } from '../../ui/useMounted';
import { ibanElectronic, ibanFriendly, isIbanValid } from './iban';
import './money.css';

const BankCardsQuery = graphql(`
  query BankCardList_Cards {
    bankCards {
      id
      ...BankCardItem_Card
    }
  }
`);

const DeleteBankCardMutation = graphql(`
  mutation BankCardList_Delete($id: ID!) {
    deleteBankCard(id: $id)
  }
`);

const AddBankCardMutation = graphql(`
  mutation BankCardForm_Add($input: AddBankCardInput!) {
    addBankCard(input: $input) {
      id
      ...BankCardItem_Card
    }
  }
`);

/** "1234567890123456" → "•••• 3456". */
export function maskTail(value: string): string {
  return `•••• ${value.slice(-4)}`;
}

/** A bank card as the list shows it; adding one answers with it (so it lands in the cache whole). */
const BankCardItemFragment = graphql(`
  fragment BankCardItem_Card on BankCard {
    id
    holderName
    bankName
    cardNumber
    bankAddress
    iban
    createdAt
  }
`);

function BankCardItem({
  card: cardRef,
  onDelete,
}: {
  card: FragmentType<typeof BankCardItemFragment>;
  onDelete: (card: { id: string; bankName: string; cardNumber: string }) => void;
}) {
  const card = useFragment(BankCardItemFragment, cardRef);
  return (
    <li className="card bank-card" data-testid="bank-card">
      <div className="bank-card__top">
        <span className="bank-card__bank">{card.bankName}</span>
        <button
          type="button"
          className="icon-text-button icon-text-button--danger"
          onClick={() => onDelete(card)}
          data-testid="bank-delete"
        >
          <FormattedMessage id="money.delete" />
        </button>
      </div>
      <p className="bank-card__number">{maskTail(card.cardNumber)}</p>
      <p className="bank-card__line">{card.holderName}</p>
      <p className="bank-card__line bank-card__iban">{ibanFriendly(card.iban)}</p>
    </li>
  );
}

/** Bank cards: the list, delete after a confirmation, and the way to add one. */
export function BankCardList() {
  const intl = useIntl();
  const nav = useNav();
  const query = useQuery(BankCardsQuery, { fetchPolicy: 'cache-and-network' });
  const deleteCard = useConfirmedMutation(DeleteBankCardMutation);
  const addCard = () => nav.navigateTo(routeByName('bankCard').path);

  const onDelete = (card: { id: string; bankName: string; cardNumber: string }) =>
    deleteCard.run({
      confirm: {
        title: intl.formatMessage({ id: 'money.bank.deleteTitle' }),
        message: intl.formatMessage({ id: 'money.bank.deleteMessage' }, { card: `${card.bankName} ${maskTail(card.cardNumber)}` }),
        confirmText: intl.formatMessage({ id: 'money.delete' }),
        danger: true,
      },
      variables: { id: card.id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: 'BankCard', id: card.id }) });
      },
      done: 'money.bank.deleted',
    });

  return (
    <QueryBoundary query={query}>
      {({ bankCards }) =>
        bankCards.length === 0 ? (
          <div className="card">
            <EmptyState
              icon="bank"
              title={<FormattedMessage id="money.bank.emptyTitle" />}
              description={<FormattedMessage id="money.bank.emptyText" />}
              action={
                <Button block={false} onClick={addCard} data-testid="bank-add">
                  <FormattedMessage id="money.bank.add" />
                </Button>
              }
            />
          </div>
        ) : (
          <>
            <ul className="record-list" data-testid="bank-list">
              {bankCards.map((card) => (
                <BankCardItem key={card.id} card={card} onDelete={onDelete} />
              ))}
            </ul>
            <Button variant="secondary" onClick={addCard} data-testid="bank-add">
              <FormattedMessage id="money.bank.add" />
            </Button>
          </>
        )
      }
    </QueryBoundary>
  );
}

/** Add a bank card: every field required, IBAN checksum checked here and by the server. */
export function BankCardForm() {
  const intl = useIntl();
  const nav = useNav();
  const toast = useToast();
  const mounted = useMounted();
  const [form, setForm] = useState({ holderName: '', bankName: '', cardNumber: '', bankAddress: '', iban: '' });
  const [errorId, setErrorId] = useState<string | null>(null);
  const [addCard, { loading }] = useMutation(AddBankCardMutation);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const input = {
      holderName: form.holderName.trim(),
      bankName: form.bankName.trim(),
      cardNumber: form.cardNumber.replace(/\s/g, ''),
      bankAddress: form.bankAddress.trim(),
      iban: ibanElectronic(form.iban),
    };
    if (Object.values(input).some((v) => v === '')) {
      setErrorId('error.INCOMPLETE_INFORMATION');
      return;
    }
    if (!isIbanValid(input.iban)) {
      setErrorId('error.IBAN_INVALID');
      return;
    }
    setErrorId(null);
    try {
      await withStepUp(() => addCard({ variables: { input }, refetchQueries: ['BankCardList_Cards', 'WithdrawScreen_Destinations'] }));
      toast.success(intl.formatMessage({ id: 'money.bank.bound' }));
      if (mounted.current) nav.back();
    } catch (error) {
      setErrorId(errorMessageIdOf(error));
    }
  };

  const field = (name: keyof typeof form, extra: { autoComplete?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <TextField
      label={<FormattedMessage id={`money.bank.${name}`} />}
      value={form[name]}
      onChange={set(name)}
      placeholder={intl.formatMessage({ id: `money.bank.${name}Placeholder` })}
      testId={`bank-${name}`}
      {...extra}
    />
  );

  return (
    <form className="card form-card" onSubmit={onSubmit} noValidate>
      {field('holderName', { autoComplete: 'name' })}
      {field('bankName')}
      {field('cardNumber', { inputMode: 'numeric', autoComplete: 'off' })}
      {field('bankAddress')}
      {field('iban', { autoComplete: 'off' })}
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={loading} data-testid="bank-submit">
        <FormattedMessage id="money.bank.submit" />
      </Button>
    </form>
  );
}
