import { useQuery } from '@apollo/client';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { HelpArticleLink } from '../../ui/HelpArticleLink';
import { QueryBoundary } from '../../ui/PageState';
import { TabRow } from '../../ui/TabRow';
import { formatCount } from '../../ui/price/format';
import { IntradayRecords } from './IntradayRecords';
import { IntradayTermsQuery } from './queries';
import './intraday.css';

const PAY_PATH = routeByName('dayTradingPay').path;
const TABS = ['about', 'records'] as const;
type Tab = (typeof TABS)[number];

/**
 * The strategy's page: what the rule does, how sizes are chosen, the daily loss limit, that results can be
 * losses (no projected or backtested return is shown: there is none to show), the button to apply, and
 * the user's records with every trade.
 */
/** `records`: the records tab's content as the page composes it (live marks from Trade); the plain list by default. */
export function DayTradingIntro({ tab: initial = 'about', records }: { tab?: string; records?: ReactNode }) {
  const nav = useNav();
  const [tab, setTab] = useState<Tab>(initial === 'records' ? 'records' : 'about');
  const intl = useIntl();
  const query = useQuery(IntradayTermsQuery, { fetchPolicy: 'cache-first' });
  const pct = (v: string) => intl.formatNumber(Number(v), { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className="it-page" data-testid="it-page">
      <QueryBoundary query={query}>
        {({ intradayTerms: t }) => (
          <>
            <section className="card it-hero">
              <p className="it-hero__name">
                <FormattedMessage id="intraday.product" />
              </p>
              <p className="it-hero__lead">
                <FormattedMessage id="intraday.intro.lead" />
              </p>
              <Button onClick={() => nav.navigateTo(PAY_PATH)} data-testid="it-apply">
                <FormattedMessage id="intraday.apply" />
              </Button>
            </section>
            <TabRow
              items={TABS}
              value={tab}
              onChange={setTab}
              label={intl.formatMessage({ id: 'intraday.product' })}
              variant="it-tabs"
              testIdPrefix="it-tab-"
              renderLabel={(item) => <FormattedMessage id={`intraday.tab.${item}`} />}
            />
            {tab === 'about' && (
              <>
                <section className="card it-section" data-testid="it-risk">
                  <h2 className="it-section__title it-section__title--warn">
                    <FormattedMessage id="intraday.risk.title" />
                  </h2>
                  <ul className="it-list">
                    <li>
                      <FormattedMessage id="intraday.risk.losses" />
                    </li>
                    <li>
                      <FormattedMessage id="intraday.risk.noReturn" />
                    </li>
                    <li>
                      <FormattedMessage id="intraday.risk.gaps" values={{ limit: pct(t.dailyLossLimit) }} />
                    </li>
                    <li>
                      <FormattedMessage id="intraday.risk.simulated" />
                    </li>
                  </ul>
                </section>
                <section className="card it-section" data-testid="it-rule">
                  <h2 className="it-section__title">
                    <FormattedMessage id="intraday.rule.title" />
                  </h2>
                  <ol className="it-list">
                    <li>
                      <FormattedMessage id="intraday.rule.range" values={{ minutes: t.openingRangeMinutes }} />
                    </li>
                    <li>
                      <FormattedMessage id="intraday.rule.entry" values={{ entries: t.maxEntriesPerDay, cutoff: t.entryCutoffMinutes }} />
                    </li>
                    <li>
                      <FormattedMessage id="intraday.rule.exit" values={{ k: t.stopAtrMultiple, target: t.targetMultiple }} />
                    </li>
                    <li>
                      <FormattedMessage id="intraday.rule.flat" values={{ minutes: Math.ceil(t.flatLeadSeconds / 60) }} />
                    </li>
                  </ol>
                </section>
                <section className="card it-section" data-testid="it-sizing">
                  <h2 className="it-section__title">
                    <FormattedMessage id="intraday.sizing.title" />
                  </h2>
                  <p>
                    <FormattedMessage id="intraday.sizing.body" values={{ k: t.stopAtrMultiple }} />
                  </p>
                  <ul className="it-list">
                    <li>
                      <FormattedMessage
                        id="intraday.sizing.band"
                        values={{ band: intl.formatMessage({ id: 'intraday.band.LOW' }), risk: pct(t.riskLow), atr: '< 2 %' }}
                      />
                    </li>
                    <li>
                      <FormattedMessage
                        id="intraday.sizing.band"
                        values={{ band: intl.formatMessage({ id: 'intraday.band.MEDIUM' }), risk: pct(t.riskMedium), atr: '2–4 %' }}
                      />
                    </li>
                    <li>
                      <FormattedMessage
                        id="intraday.sizing.band"
                        values={{ band: intl.formatMessage({ id: 'intraday.band.HIGH' }), risk: pct(t.riskHigh), atr: '4–8 %' }}
                      />
                    </li>
                  </ul>
                  <p>
                    <FormattedMessage id="intraday.sizing.cap" />
                  </p>
                </section>
                <section className="card it-section" data-testid="it-limit">
                  <h2 className="it-section__title">
                    <FormattedMessage id="intraday.limit.title" />
                  </h2>
                  <p>
                    <FormattedMessage id="intraday.limit.body" values={{ limit: pct(t.dailyLossLimit) }} />
                  </p>
                </section>
                <section className="card it-section" data-testid="it-assessment">
                  <h2 className="it-section__title">
                    <FormattedMessage id="intraday.assessment.title" />
                  </h2>
                  <p>
                    <FormattedMessage
                      id="intraday.assessment.body"
                      values={{
                        min: formatCount(intl, t.minAmount),
                        max: formatCount(intl, t.maxAmount),
                        active: t.maxActive,
                      }}
                    />
                  </p>
                  <p>
                    <FormattedMessage id="intraday.charges.body" />
                  </p>
                  <HelpArticleLink slug="strategy-rules" />
                </section>
              </>
            )}
          </>
        )}
      </QueryBoundary>
      {tab === 'records' && (
        <section className="it-records" data-testid="it-records-tab">
          {records ?? <IntradayRecords />}
        </section>
      )}
    </div>
  );
}
