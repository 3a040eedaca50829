import './support.css';
import { useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { SupportHub_ConversationsQuery } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { TextInput } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { QueryBoundary } from '../../ui/PageState';
import { PAGE_SIZE, plainPreview } from './supportRules';
import { SupportSafety } from './SupportSafety';
import { SupportStatusChip } from './SupportStatusChip';

const SupportHubQuery = graphql(`
  query SupportHub_Conversations($first: Int!, $after: String) {
    supportConversations(first: $first, after: $after) {
      items {
        id
        conversationNo
        topic
        status
        preview
        unreadCount
        lastMessageAt
      }
      nextCursor
    }
  }
`);

type Item = SupportHub_ConversationsQuery['supportConversations']['items'][number];

const HELP_CENTRE_PATH = routeByName('helpCentre').path;
const NEW_PATH = routeByName('supportNew').path;
const CONVERSATION_PATH = routeByName('supportConversation').path;

/** The help centre's search, as a way in: the text goes to the help centre's page (`?q=`). */
function HelpSearch() {
  const intl = useIntl();
  const nav = useNav();
  const [text, setText] = useState('');
  const label = intl.formatMessage({ id: 'support.search.label' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    nav.navigateTo(buildUrl(HELP_CENTRE_PATH, { q: q || undefined }));
  };
  return (
    <form className="support-search" role="search" onSubmit={onSubmit}>
      <div className="input-box support-search__box">
        <Icon name="search" size={18} className="support-search__icon" />
        <TextInput
          value={text}
          onChange={setText}
          type="search"
          enterKeyHint="search"
          maxLength={100}
          placeholder={label}
          aria-label={label}
          testId="support-help-search"
        />
        <button type="submit" className="support-search__submit" data-testid="support-help-search-submit">
          <FormattedMessage id="support.search.submit" />
        </button>
      </div>
      <button type="button" className="support-link" onClick={() => nav.navigateTo(HELP_CENTRE_PATH)} data-testid="support-help-centre">
        <Icon name="document" size={16} />
        <FormattedMessage id="support.helpCentre" />
      </button>
    </form>
  );
}

function Row({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const intl = useIntl();
  const when = intl.formatDate(item.lastMessageAt, { dateStyle: 'medium', timeStyle: 'short' });
  const unread = item.unreadCount > 0;
  return (
    <li>
      <button
        type="button"
        className={`support-item${unread ? ' support-item--unread' : ''}`}
        onClick={() => onOpen(item)}
        data-testid="support-conversation-item"
        data-id={item.id}
        data-status={item.status}
        data-unread={item.unreadCount}
      >
        <span className="support-item__top">
          <span className="support-item__topic">
            <FormattedMessage id={`support.topic.${item.topic}`} />
          </span>
          <SupportStatusChip status={item.status} testId="support-conversation-status" />
        </span>
        <span className="support-item__preview" data-record="">
          {plainPreview(item.preview)}
        </span>
        <span className="support-item__bottom">
          <span className="support-item__no" data-record="">
            {item.conversationNo}
          </span>
          <time className="support-item__time" dateTime={item.lastMessageAt}>
            {when}
          </time>
          {unread && (
            <span
              className="support-item__unread"
              data-testid="support-conversation-unread"
              role="img"
              aria-label={intl.formatMessage({ id: 'support.unread' }, { count: item.unreadCount })}
            >
              {item.unreadCount > 99 ? '99+' : item.unreadCount}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** The user's conversations, latest activity first, with Vela's unread replies counted; paged. */
function ConversationList() {
  const nav = useNav();
  const query = useQuery(SupportHubQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const more = (after: string) =>
    query
      .fetchMore({
        variables: { after },
        updateQuery: (prev, { fetchMoreResult }) => ({
          ...prev,
          supportConversations: {
            ...fetchMoreResult.supportConversations,
            items: [...prev.supportConversations.items, ...fetchMoreResult.supportConversations.items],
          },
        }),
      })
      .catch(() => undefined);
  const open = (item: Item) => nav.navigateTo(buildUrl(CONVERSATION_PATH, { id: item.id }));
  return (
    <QueryBoundary query={query} reserve="200px">
      {({ supportConversations: page }) =>
        page.items.length === 0 ? (
          <div className="card" data-testid="support-empty">
            <EmptyState
              icon="chat"
              title={<FormattedMessage id="support.empty" />}
              description={<FormattedMessage id="support.empty.text" />}
            />
          </div>
        ) : (
          <>
            <ul className="support-list card" data-testid="support-conversation-list">
              {page.items.map((item) => (
                <Row key={item.id} item={item} onOpen={open} />
              ))}
            </ul>
            {page.nextCursor && (
              <div className="section-pad">
                <Button
                  variant="secondary"
                  onClick={() => void more(page.nextCursor as string)}
                  loading={query.loading}
                  data-testid="support-more"
                >
                  <FormattedMessage id="support.more" />
                </Button>
              </div>
            )}
          </>
        )
      }
    </QueryBoundary>
  );
}

/**
 * Mine → Help & support: the safety rule, the help centre's search, a new conversation, and the user's
 * conversations with Vela staff (kept live by the account events: useSupportEvents).
 */
export function SupportHub() {
  const nav = useNav();
  return (
    <div className="support">
      <SupportSafety />
      <HelpSearch />
      <Button onClick={() => nav.navigateTo(NEW_PATH)} data-testid="support-new">
        <FormattedMessage id="support.new" />
      </Button>
      <h2 className="list-section__title support__title">
        <FormattedMessage id="support.conversations" />
      </h2>
      <ConversationList />
    </div>
  );
}
