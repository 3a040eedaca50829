import { graphql } from '../../gql';

// The bell's count and the names of the queries live events read again: a module of their own, so
// Home's bell and the app-wide events listener load none of the centre's and alerts' documents.
export { NOTICE_QUERIES, NOTIFICATION_QUERIES, PRICE_ALERT_QUERIES, UnreadCountQuery } from './unreadCount';

export const NotificationsQuery = graphql(`
  query Notifications_List($first: Int!, $after: String, $lang: String) {
    notifications(first: $first, after: $after, lang: $lang) {
      items {
        id
        kind
        category
        link
        read
        createdAt
        params {
          key
          value
        }
      }
      nextCursor
      unreadCount
    }
  }
`);

export const MarkReadMutation = graphql(`
  mutation Notifications_MarkRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids)
  }
`);

export const MarkAllReadMutation = graphql(`
  mutation Notifications_MarkAllRead {
    markAllNotificationsRead
  }
`);

export const PriceAlertsQuery = graphql(`
  query PriceAlerts_List($symbol: String) {
    priceAlerts(symbol: $symbol) {
      id
      symbol
      condition
      value
      repeat
      cooldownMinutes
      status
      triggerCount
      lastTriggeredAt
      createdAt
    }
  }
`);

export const CreatePriceAlertMutation = graphql(`
  mutation PriceAlertSheet_Create($input: CreatePriceAlertInput!) {
    createPriceAlert(input: $input) {
      id
      symbol
      condition
      value
      repeat
      cooldownMinutes
      status
      triggerCount
      lastTriggeredAt
      createdAt
    }
  }
`);

export const PausePriceAlertMutation = graphql(`
  mutation PriceAlerts_Pause($id: ID!, $paused: Boolean!) {
    pausePriceAlert(id: $id, paused: $paused) {
      id
      status
    }
  }
`);

export const DeletePriceAlertMutation = graphql(`
  mutation PriceAlerts_Delete($id: ID!) {
    deletePriceAlert(id: $id)
  }
`);

export const AlertInstrumentQuery = graphql(`
  query PriceAlertSheet_Instrument($symbol: ID!) {
    instrument(symbol: $symbol) {
      symbol
      code
      currency
      tickSize
      quote {
        symbol
        price
      }
    }
  }
`);
