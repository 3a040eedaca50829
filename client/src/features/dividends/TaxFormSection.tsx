import { useQuery } from '@apollo/client';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { DividendsScreen_WithholdingQuery } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { formatDay } from '../../ui/corporateActionWords';
import { useCountryName, useCountryOptions } from '../../ui/countries';
import { FieldRow, FormError, Select, TextField } from '../../ui/Field';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { WithholdingQuery } from './queries';

const SignTaxFormMutation = graphql(`
  mutation TaxFormSection_Sign($input: SignTaxFormInput!) {
    signTaxForm(input: $input) {
      id
      form
      country
      fullName
      signedAt
      validUntil
    }
  }
`);

type TaxForm = NonNullable<DividendsScreen_WithholdingQuery['taxForm']>;

/** "W-8BEN on file (Spain), valid until 31 Dec 2029", and who signed it when. */
function OnFile({ form }: { form: TaxForm }) {
  const intl = useIntl();
  const countryName = useCountryName();
  return (
    <>
      <p className="tax-form__on-file" data-testid="tax-form-on-file">
        <FormattedMessage
          id="dividends.taxForm.onFile"
          values={{ country: countryName(form.country), date: formatDay(intl, form.validUntil) }}
        />
      </p>
      <p className="tax-form__text" data-testid="tax-form-signed">
        <FormattedMessage
          id="dividends.taxForm.signedBy"
          values={{
            name: (
              <span key="name" data-record>
                {form.fullName}
              </span>
            ),
            date: intl.formatDate(form.signedAt, { dateStyle: 'medium' } as Intl.DateTimeFormatOptions),
          }}
        />
      </p>
    </>
  );
}

/**
 * What the form checks before asking to confirm, each with the server's own code (and text): a country,
 * a name, the two declarations. The server checks them again, and the name against the verified identity.
 */
function draftError(draft: { country: string; fullName: string; notUsPerson: boolean; certify: boolean }): string | null {
  if (!draft.country) return 'error.TAX_FORM_COUNTRY_INVALID';
  if (!draft.fullName.trim()) return 'dividends.taxForm.nameRequired';
  if (!draft.notUsPerson) return 'error.TAX_FORM_US_PERSON';
  if (!draft.certify) return 'error.TAX_FORM_NOT_CONFIRMED';
  return null;
}

function SignForm() {
  const intl = useIntl();
  const nav = useNav();
  const ids = useId();
  // A US person cannot sign the W-8BEN: the United States is not a country of residence to choose here.
  const countries = useCountryOptions().filter((c) => c.code !== 'US');
  const countryName = useCountryName();
  const [draft, setDraft] = useState({ country: '', fullName: '', notUsPerson: false, certify: false });
  const [errorId, setErrorId] = useState<string | null>(null);
  const sign = useConfirmedMutation(SignTaxFormMutation, { onError: setErrorId });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = draftError(draft);
    setErrorId(problem);
    if (problem) return;
    const fullName = draft.fullName.trim();
    await sign.run({
      confirm: {
        title: intl.formatMessage({ id: 'dividends.taxForm.confirmTitle' }),
        message: intl.formatMessage({ id: 'dividends.taxForm.confirmMessage' }, { name: fullName, country: countryName(draft.country) }),
        confirmText: intl.formatMessage({ id: 'dividends.taxForm.sign' }),
      },
      variables: { input: { country: draft.country, fullName, usPerson: !draft.notUsPerson, confirm: draft.certify } },
      // On file at once: the answer is the form now on file.
      update: (cache, { data }) => {
        const signed = data?.signTaxForm;
        if (signed) cache.updateQuery({ query: WithholdingQuery }, (d) => (d ? { ...d, taxForm: signed } : d));
      },
      done: 'dividends.taxForm.signed',
    });
  };

  return (
    <form className="tax-form__form" onSubmit={onSubmit} noValidate data-testid="tax-form-form">
      <p className="tax-form__text">
        <FormattedMessage id="dividends.taxForm.intro" />
      </p>
      <FieldRow label={<FormattedMessage id="dividends.taxForm.country" />} htmlFor={`${ids}-country`}>
        <Select
          id={`${ids}-country`}
          className="tax-form__select"
          value={draft.country}
          onChange={(country) => setDraft((d) => ({ ...d, country }))}
          testId="tax-form-country"
        >
          <option value="" disabled>
            {intl.formatMessage({ id: 'dividends.taxForm.chooseCountry' })}
          </option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </FieldRow>
      <TextField
        label={<FormattedMessage id="dividends.taxForm.fullName" />}
        hint={<FormattedMessage id="dividends.taxForm.fullNameHint" />}
        value={draft.fullName}
        onChange={(fullName) => setDraft((d) => ({ ...d, fullName }))}
        autoComplete="name"
        testId="tax-form-name"
      />
      <label className="tax-form__check">
        <input
          type="checkbox"
          checked={draft.notUsPerson}
          onChange={(e) => setDraft((d) => ({ ...d, notUsPerson: e.target.checked }))}
          data-testid="tax-form-not-us"
        />
        <FormattedMessage id="dividends.taxForm.notUsPerson" />
      </label>
      <label className="tax-form__check">
        <input
          type="checkbox"
          checked={draft.certify}
          onChange={(e) => setDraft((d) => ({ ...d, certify: e.target.checked }))}
          data-testid="tax-form-certify"
        />
        <FormattedMessage id="dividends.taxForm.certify" />
      </label>
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      {errorId === 'error.REAL_NAME_REQUIRED' && (
        <Button variant="secondary" onClick={() => nav.navigateTo(routeByName('real').path)} data-testid="tax-form-real-name">
          <FormattedMessage id="route.real" />
        </Button>
      )}
      <Button type="submit" loading={sign.busy} data-testid="tax-form-sign">
        <FormattedMessage id="dividends.taxForm.sign" />
      </Button>
    </form>
  );
}

/**
 * Mine → Dividends' W-8BEN: the treaty declaration on file (country, valid until), or what it is for and
 * the form to sign it (country of tax residence, the name of the verified identity, not a US person,
 * certified true), confirmed first. Refusals are shown under the form in the reader's language.
 */
export function TaxFormSection() {
  const query = useQuery(WithholdingQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="card tax-form" data-testid="tax-form">
      <h2 className="tax-form__title">
        <FormattedMessage id="dividends.taxForm.title" />
      </h2>
      <QueryBoundary query={query} reserve="120px">
        {({ taxForm }) => (taxForm ? <OnFile form={taxForm} /> : <SignForm />)}
      </QueryBoundary>
    </section>
  );
}
