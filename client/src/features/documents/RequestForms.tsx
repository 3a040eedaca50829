import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RequestDocumentInput } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select, TextInput } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import {
  CSV_DATASETS,
  type CsvDataset,
  exportDefaults,
  exportProblem,
  FIRST_YEAR,
  formatMonth,
  MAX_EXPORT_YEARS,
  monthsOver,
  taxYears,
  utcDay,
} from './documents';

/** Asks for a document; answers the message id of a refusal (shown under the form), or null once asked. */
export type AskFor = (input: Omit<RequestDocumentInput, 'language'>) => Promise<string | null>;

type FormProps = { now: number; busy: boolean; ask: AskFor };

/** One form: its fields, the refusal under them (the fields keep what was entered), its button. */
function DocumentForm({
  onSubmit,
  errorId,
  busy,
  submit,
  testId,
  children,
}: {
  onSubmit: () => void;
  errorId: string | null;
  busy: boolean;
  submit: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      className="document-form"
      noValidate
      data-testid={testId}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>
      <Button type="submit" loading={busy} data-testid={`${testId}-submit`}>
        {submit}
      </Button>
    </form>
  );
}

/** A month's statement: one of the last twelve months that are over, last month by default. */
function StatementForm({ now, busy, ask }: FormProps) {
  const intl = useIntl();
  const id = useId();
  const months = monthsOver(now);
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen && months.includes(chosen) ? chosen : (months[0] ?? '');
  const [errorId, setErrorId] = useState<string | null>(null);
  return (
    <DocumentForm
      testId="documents-statement"
      errorId={errorId}
      busy={busy}
      submit={<FormattedMessage id="documents.statement.submit" />}
      onSubmit={async () => setErrorId(await ask({ kind: 'MONTHLY_STATEMENT', month }))}
    >
      <FieldRow label={<FormattedMessage id="documents.statement.month" />} htmlFor={`${id}-month`}>
        <Select id={`${id}-month`} className="document-form__select" value={month} onChange={setChosen} testId="documents-statement-month">
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(intl, m)}
            </option>
          ))}
        </Select>
      </FieldRow>
      <p className="document-form__note">
        <FormattedMessage id="documents.statement.note" />
      </p>
    </DocumentForm>
  );
}

/** The yearly tax report: this year (so far) or one of the five before, as a PDF or a CSV; an aid, not advice. */
function TaxReportForm({ now, busy, ask }: FormProps) {
  const intl = useIntl();
  const id = useId();
  const years = taxYears(now);
  const thisYear = years[0];
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen !== null && years.includes(chosen) ? chosen : (years[1] ?? thisYear ?? FIRST_YEAR);
  const [format, setFormat] = useState<'pdf' | 'csv'>('pdf');
  const [errorId, setErrorId] = useState<string | null>(null);
  return (
    <DocumentForm
      testId="documents-tax"
      errorId={errorId}
      busy={busy}
      submit={<FormattedMessage id="documents.tax.submit" />}
      onSubmit={async () => setErrorId(await ask({ kind: 'TAX_REPORT', year, format }))}
    >
      <FieldRow label={<FormattedMessage id="documents.tax.year" />} htmlFor={`${id}-year`}>
        <Select
          id={`${id}-year`}
          className="document-form__select"
          value={String(year)}
          onChange={(y) => setChosen(Number(y))}
          testId="documents-tax-year"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y === thisYear ? intl.formatMessage({ id: 'documents.tax.yearSoFar' }, { year: String(y) }) : y}
            </option>
          ))}
        </Select>
      </FieldRow>
      <div className="field">
        <span className="field__label">
          <FormattedMessage id="documents.tax.format" />
        </span>
        <Tabs
          value={format}
          onChange={setFormat}
          options={[
            { value: 'pdf', label: 'PDF' },
            { value: 'csv', label: 'CSV' },
          ]}
          testId="documents-tax-format"
          label={intl.formatMessage({ id: 'documents.tax.format' })}
        />
      </div>
      <p className="document-form__note">
        <FormattedMessage id="documents.tax.note" />
      </p>
      <p className="document-form__disclaimer" data-testid="documents-tax-disclaimer">
        <FormattedMessage id="documents.tax.disclaimer" />
      </p>
    </DocumentForm>
  );
}

/** A CSV export: the statement's lines, orders, positions or closed positions, for days (UTC) of at most five years. */
function ExportForm({ now, busy, ask }: FormProps) {
  const intl = useIntl();
  const id = useId();
  const defaults = exportDefaults(now);
  const [dataset, setDataset] = useState<CsvDataset>('statement');
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const from = range.from ?? defaults.from;
  const to = range.to ?? defaults.to;
  const [errorId, setErrorId] = useState<string | null>(null);
  return (
    <DocumentForm
      testId="documents-export"
      errorId={errorId}
      busy={busy}
      submit={<FormattedMessage id="documents.export.submit" />}
      onSubmit={async () => {
        // Checked as the server checks it first (it checks again): the fields keep what was entered.
        const problem = exportProblem(from, to, now);
        setErrorId(problem ?? (await ask({ kind: 'CSV_EXPORT', dataset, from, to })));
      }}
    >
      <FieldRow label={<FormattedMessage id="documents.export.dataset" />} htmlFor={`${id}-dataset`}>
        <Select
          id={`${id}-dataset`}
          className="document-form__select"
          value={dataset}
          onChange={(d) => setDataset(d as CsvDataset)}
          testId="documents-export-dataset"
        >
          {CSV_DATASETS.map((d) => (
            <option key={d} value={d}>
              {intl.formatMessage({ id: `documents.dataset.${d}` })}
            </option>
          ))}
        </Select>
      </FieldRow>
      <div className="document-form__days">
        <FieldRow label={<FormattedMessage id="documents.export.from" />} htmlFor={`${id}-from`}>
          <div className="input-box">
            <TextInput
              id={`${id}-from`}
              type="date"
              min={`${FIRST_YEAR}-01-01`}
              max={utcDay(now)}
              value={from}
              onChange={(v) => setRange((r) => ({ ...r, from: v }))}
              testId="documents-export-from"
            />
          </div>
        </FieldRow>
        <FieldRow label={<FormattedMessage id="documents.export.to" />} htmlFor={`${id}-to`}>
          <div className="input-box">
            <TextInput
              id={`${id}-to`}
              type="date"
              min={`${FIRST_YEAR}-01-01`}
              max={utcDay(now)}
              value={to}
              onChange={(v) => setRange((r) => ({ ...r, to: v }))}
              testId="documents-export-to"
            />
          </div>
        </FieldRow>
      </div>
      <p className="document-form__note">
        <FormattedMessage id="documents.export.note" values={{ years: MAX_EXPORT_YEARS }} />
      </p>
    </DocumentForm>
  );
}

type Which = 'statement' | 'tax' | 'export';

/**
 * What may be asked for, one form at a time on a phone (each keeps what was entered when another is
 * shown): a month's statement, the yearly tax report, a CSV export. `now` is the server's clock.
 */
export function RequestForms({ now, busy, ask }: FormProps) {
  const intl = useIntl();
  const [which, setWhich] = useState<Which>('statement');
  const props = { now, busy, ask };
  return (
    <section className="card documents__ask" data-testid="documents-ask">
      <h2 className="documents__ask-title">
        <FormattedMessage id="documents.ask.title" />
      </h2>
      <Tabs
        value={which}
        onChange={setWhich}
        options={[
          { value: 'statement', label: <FormattedMessage id="documents.ask.statement" /> },
          { value: 'tax', label: <FormattedMessage id="documents.ask.taxReport" /> },
          { value: 'export', label: <FormattedMessage id="documents.ask.export" /> },
        ]}
        testId="documents-kind"
        label={intl.formatMessage({ id: 'documents.ask.choose' })}
      />
      <div className="documents__form" hidden={which !== 'statement'}>
        <StatementForm {...props} />
      </div>
      <div className="documents__form" hidden={which !== 'tax'}>
        <TaxReportForm {...props} />
      </div>
      <div className="documents__form" hidden={which !== 'export'}>
        <ExportForm {...props} />
      </div>
    </section>
  );
}
