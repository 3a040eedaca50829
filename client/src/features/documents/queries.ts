import { graphql } from '../../gql';

/** One of the user's documents as Mine → Documents lists it. */
export const DocumentRowFragment = graphql(`
  fragment DocumentRow_Document on UserDocument {
    id
    documentNo
    kind
    status
    progress
    language
    requestedByUser
    month
    year
    format
    dataset
    from
    to
    positionId
    leg
    fileName
    size
    errorCode
    createdAt
    readyAt
  }
`);

/** The user's documents, newest first (read again on every DOCUMENT_UPDATED: features/money/useAccountEvents.ts). */
export const DocumentsListQuery = graphql(`
  query DocumentsScreen_List($first: Int!, $after: String) {
    documents(first: $first, after: $after) {
      items {
        id
        status
        ...DocumentRow_Document
      }
      nextCursor
    }
  }
`);

/** Asks for a document (a trade confirmation is answered ready; the others are made in the background). */
export const RequestDocumentMutation = graphql(`
  mutation Documents_Request($input: RequestDocumentInput!) {
    requestDocument(input: $input) {
      id
      status
      fileName
      errorCode
      ...DocumentRow_Document
    }
  }
`);

/** A fresh five-minute download link of a ready document (`/documents/<id>?v=…&exp=…&sig=…`). */
export const DocumentDownloadUrlMutation = graphql(`
  mutation Documents_DownloadUrl($id: ID!) {
    documentDownloadUrl(id: $id)
  }
`);
