import { useLang } from '../../i18n/useLang';
import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FollowRecords_MineQuery } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/money/PagedList';
import { Summary } from '../../ui/money/Summary';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount } from '../../ui/price/format';
import { TickPrice } from '../../ui/price/TickPrice';
import { Amount, codeOf, Percent, StatusChip, When } from './parts';
import { MyFollowsQuery } from './queries';

type Record = FollowRecords_MineQuery['myFollows']['items'][number];

const TRADE_DETAIL_PATH = routeByName('tradeDetail').path;

/** My follow records, newest first: status live (FOLLOW_UPDATED), the reason of a failure, the fill and a link to the position. */
export function FollowRecords() {
  const lang = useLang();
  const query = useQuery(MyFollowsQuery, { variables: { first: 20, lang }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {({ myFollows }) =>
        myFollows.items.length === 0 ? (
          <div className="card" data-testid="follow-records-empty">
            <EmptyState icon="blockTrade" title={<FormattedMessage id="follow.records.empty" />} />
          </div>
        ) : (
          <PagedList nextCursor={myFollows.nextCursor} fetchMore={query.fetchMore} testId="follow-records">
            {myFollows.items.map((f) => (
              <RecordCard key={f.id} f={f} />
            ))}
          </PagedList>
        )
      }
    </QueryBoundary>
  );
}

function RecordCard({ f }: { f: Record }) {
  const intl = useIntl();
  const nav = useNav();
  const cur = f.currency;
  return (
    <li className="card alloc-card follow-card" data-testid="follow-record" data-id={f.id} data-status={f.status}>
      <div className="alloc-card__head">
        <span className="alloc-card__title">
          <span className="alloc-card__name">{f.trade.stockName}</span>
          <span className="alloc-card__code">{codeOf(f.symbol)}</span>
        </span>
        <StatusChip status={f.status} testId="follow-record-status" />
      </div>
      {f.status === 'FAILED' && f.reason && (
        <p className="alloc-note" data-testid="follow-record-reason">
          <FormattedMessage
            id={`follow.reason.${f.reason}`}
            values={{
              price: <TickPrice value={f.fillPrice} symbol={f.symbol} currency={cur} />,
              max: <TickPrice value={f.maxPrice} symbol={f.symbol} currency={cur} bound="ceiling" />,
            }}
          />
        </p>
      )}
      <Summary
        testId="follow-record-facts"
        rows={[
          { key: 'orderNo', label: <FormattedMessage id="follow.field.orderNo" />, value: f.orderNo },
          { key: 'institution', label: <FormattedMessage id="follow.field.institution" />, value: f.trade.institution.name },
          { key: 'quantity', label: <FormattedMessage id="follow.field.quantity" />, value: formatCount(intl, f.quantity) },
          {
            key: 'buy',
            label: <FormattedMessage id="follow.field.buyPrice" />,
            value: <TickPrice value={f.trade.buyPrice} symbol={f.symbol} currency={cur} />,
          },
          {
            key: 'askAtFollow',
            label: <FormattedMessage id="follow.field.askAtFollow" />,
            value: <TickPrice value={f.askAtFollow} symbol={f.symbol} currency={cur} />,
          },
          {
            key: 'tolerance',
            label: <FormattedMessage id="follow.field.tolerance" />,
            value: (
              <>
                <Percent value={f.tolerance} /> (≤{' '}
                <TickPrice value={f.maxPrice} symbol={f.symbol} currency={cur} bound="ceiling" testId="follow-record-max" />)
              </>
            ),
          },
          ...(f.status === 'SUCCESSFUL'
            ? [
                {
                  key: 'fill',
                  label: <FormattedMessage id="follow.field.fillPrice" />,
                  value: <TickPrice value={f.fillPrice} symbol={f.symbol} currency={cur} testId="follow-record-fill" />,
                },
                { key: 'fillAt', label: <FormattedMessage id="follow.field.fillAt" />, value: <When at={f.fillQuoteAt} /> },
                // Every charge of the fill, itemised as Trade shows the position's (commission, taxes), then the fee.
                ...f.fillCharges.map((c, i) => ({
                  key: `charge-${i}`,
                  label: `${intl.formatMessage({ id: `trading.charge.${c.kind}`, defaultMessage: c.kind })} (${c.basis})`,
                  value: <Amount value={c.settlementAmount} currency={cur} />,
                })),
                { key: 'fee', label: <FormattedMessage id="follow.field.feePaid" />, value: <Amount value={f.fee} currency={cur} /> },
              ]
            : [
                {
                  key: 'held',
                  label: <FormattedMessage id={f.status === 'FAILED' ? 'follow.field.released' : 'follow.field.held'} />,
                  value: <Amount value={f.heldAmount} currency={cur} />,
                },
              ]),
          { key: 'created', label: <FormattedMessage id="follow.field.createdAt" />, value: <When at={f.createdAt} /> },
        ]}
      />
      {f.status === 'SUCCESSFUL' && f.positionId && (
        <div className="follow-card__actions">
          <Button
            variant="secondary"
            onClick={() => nav.navigateTo(buildUrl(TRADE_DETAIL_PATH, { id: f.positionId ?? '' }))}
            data-testid="follow-record-position"
          >
            <FormattedMessage id="follow.records.openPosition" />
          </Button>
        </div>
      )}
    </li>
  );
}
