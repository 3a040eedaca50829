import { useIntl } from 'react-intl';

/** A publish time in the reader's locale and own time zone. */
export function ContentTime({ at, id = 'content.publishedAt' }: { at: string; id?: string }) {
  const intl = useIntl();
  const time = intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions);
  return <time dateTime={at}>{intl.formatMessage({ id }, { time })}</time>;
}
