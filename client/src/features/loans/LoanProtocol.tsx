import { useQuery } from '@apollo/client';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../i18n/useLang';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { Refusal, useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { uploadImage } from '../../ui/upload/uploadImage';
import { usePercent } from './LoanForm';
import { clearDraft, dailyInterest, interestFor, readDraft } from './loanDraft';
import { ApplyLoanMutation, LoanAgreementQuery, LoanLimitQuery } from './queries';
import { LOAN_QUERIES } from './queryNames';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import './loans.css';

/**
 * The agreement in full, read and agreed, signed on a canvas, and the application sent with the text's
 * hash: every figure (amount, rate, daily and 30-day interest, no fee) is shown before confirm.
 */
export function LoanProtocol() {
  const intl = useIntl();
  const nav = useNav();
  const lang = useLang();
  const money = useFormatMoney();
  const percent = usePercent();
  const draft = readDraft();
  const agreement = useQuery(LoanAgreementQuery, { variables: { lang } });
  const limit = useQuery(LoanLimitQuery, {
    variables: { currency: draft?.currency ?? 'EUR' },
    skip: !draft,
    fetchPolicy: 'cache-and-network',
  });
  const [agreed, setAgreed] = useState(false);
  const [signed, setSigned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle | null>(null);
  const { run, busy } = useConfirmedMutation(ApplyLoanMutation, { onError: (id) => setError(id) });
  const l = limit.data?.loanLimit;

  const figures =
    draft && l
      ? [
          { key: 'amount', label: <FormattedMessage id="loan.field.amount" />, value: money(draft.amount, draft.currency), strong: true },
          { key: 'rate', label: <FormattedMessage id="loan.field.rate" />, value: `${percent(l.annualRate)} · ACT/${l.dayBasis}` },
          {
            key: 'daily',
            label: <FormattedMessage id="loan.field.dailyInterest" />,
            value: money(dailyInterest(draft.amount, l.annualRate, l.dayBasis), draft.currency),
          },
          {
            key: 'month',
            label: <FormattedMessage id="loan.field.interest30" />,
            value: money(interestFor(draft.amount, l.annualRate, l.dayBasis, 30), draft.currency),
          },
          { key: 'fee', label: <FormattedMessage id="loan.field.fee" />, value: money('0', draft.currency) },
          { key: 'maintenance', label: <FormattedMessage id="loan.field.maintenance" />, value: percent(l.maintenanceRatio, 0) },
        ]
      : [];

  const submit = (hash: string) => {
    setError(null);
    if (!draft) return;
    void run(async () => {
      if (!agreed) throw new Refusal('loan.agree.required');
      if (!signed || !pad.current) throw new Refusal('loan.signature.required');
      const blob = await pad.current.toBlob();
      if (!blob) throw new Refusal('loan.signature.required');
      const uploaded = await uploadImage(Object.assign(blob, { name: 'signature.png' }), 'loan_signature');
      return {
        keyFor: { ...draft, hash, signature: uploaded.id },
        variables: (idempotencyKey: string) => ({
          input: { ...draft, agreed: true, agreementHash: hash, signatureUploadId: uploaded.id, idempotencyKey },
        }),
        confirm: {
          title: intl.formatMessage({ id: 'loan.confirm.title' }),
          message: intl.formatMessage({ id: 'loan.confirm.message' }),
          details: <Summary testId="loan-confirm" rows={figures} />,
          confirmText: intl.formatMessage({ id: 'loan.apply' }),
        },
        done: 'loan.toast.applied',
        refetchQueries: [...LOAN_QUERIES, ...CASH_BALANCE_QUERIES],
      };
    }).then((out) => {
      if (out.status === 'done') {
        clearDraft();
        nav.redirectTo(routeByName('loanRecord').path);
      }
    });
  };

  return (
    <QueryBoundary query={agreement}>
      {({ loanAgreement: a }) => (
        <div className="loan-page" data-testid="loan-protocol">
          <section className="card loan-agreement">
            <pre className="loan-agreement__text" data-testid="loan-agreement-text">
              {a.text}
            </pre>
            <p className="loan-agreement__meta" data-testid="loan-agreement-hash">
              <FormattedMessage id="loan.agreement.meta" values={{ version: a.version, hash: a.hash }} />
            </p>
            {/* Only if the server has no translation for this language and answered in English. */}
            {a.language !== lang && (
              <p className="loan-hint">
                <FormattedMessage id="loan.agreement.englishOnly" />
              </p>
            )}
          </section>
          {draft ? (
            <section className="card loan-sign">
              {figures.length > 0 && <Summary testId="loan-figures" rows={figures} />}
              <label className="loan-agree">
                <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="loan-agree" />
                <FormattedMessage id="loan.agree" />
              </label>
              <SignaturePad onChange={setSigned} handle={pad} />
              {error && <FormError>{intl.formatMessage({ id: error })}</FormError>}
              <Button onClick={() => submit(a.hash)} loading={busy} disabled={!agreed || !signed} data-testid="loan-apply">
                <FormattedMessage id="loan.apply" />
              </Button>
            </section>
          ) : (
            <Button variant="secondary" onClick={() => nav.navigateTo(routeByName('loan').path)} data-testid="loan-to-form">
              <FormattedMessage id="loan.toForm" />
            </Button>
          )}
        </div>
      )}
    </QueryBoundary>
  );
}
