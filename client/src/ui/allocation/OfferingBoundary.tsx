import type { OperationVariables, QueryResult } from '@apollo/client';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorCodeOf } from '../../i18n/errors';
import { useNav } from '../../navigation/useNav';
import { Button } from '../Button';
import { NotFound } from '../NotFound';
import { QueryBoundary } from '../PageState';

/**
 * One offering's screen (IPO detail, block-trade subscribe) around its query: a link with no `?id=` or an
 * id the server does not know (NOT_FOUND) shows the not-found state, with a way to the product's list;
 * otherwise loading, 'Request failed, click to reload' or the offering. Texts come from the product's own
 * namespace (`<messages>.notFound.title`, `.text`, `.list`); test ids from `testIdPrefix`.
 */
export function OfferingBoundary<TData, TVars extends OperationVariables>({
  id,
  query,
  testIdPrefix,
  messages,
  listPath,
  children,
}: {
  id: string;
  query: Pick<QueryResult<TData, TVars>, 'loading' | 'error' | 'data' | 'refetch'>;
  testIdPrefix: string;
  messages: string;
  /** The product's list of offerings, the way on from a dead link. */
  listPath: string;
  children: (data: TData) => ReactNode;
}) {
  const nav = useNav();
  if (!id || (query.error && errorCodeOf(query.error) === 'NOT_FOUND')) {
    return (
      <NotFound
        testId={`${testIdPrefix}-not-found`}
        title={<FormattedMessage id={`${messages}.notFound.title`} />}
        description={<FormattedMessage id={`${messages}.notFound.text`} />}
      >
        <Button block={false} onClick={() => nav.redirectTo(listPath)} data-testid={`${testIdPrefix}-not-found-list`}>
          <FormattedMessage id={`${messages}.notFound.list`} />
        </Button>
      </NotFound>
    );
  }
  return <QueryBoundary query={query}>{children}</QueryBoundary>;
}
