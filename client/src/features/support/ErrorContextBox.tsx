import { FormattedMessage } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { Icon } from '../../ui/icons';

/**
 * The refused action a conversation begins from, as the user saw it: the error's text in their
 * language, its code, the screen and the request id. On the new conversation "will be sent with your
 * message", on the conversation "the error this conversation is about".
 */
export function ErrorContextBox({
  code,
  screen,
  requestId,
  sent,
}: {
  code: string;
  screen?: string | null;
  requestId?: string | null;
  /** Already part of the conversation (else about to be sent). */
  sent?: boolean;
}) {
  return (
    <section className={`support-error${sent ? ' support-error--sent' : ''}`} data-testid="support-error-attached">
      <p className="support-error__title">
        <Icon name="alert" size={16} />
        <FormattedMessage id={sent ? 'support.error.titleSent' : 'support.error.title'} />
      </p>
      <p className="support-error__message" data-testid="support-error-message">
        <FormattedMessage id={errorMessageId(code)} />
      </p>
      <dl className="support-error__facts">
        <div>
          <dt>
            <FormattedMessage id="support.error.code" />
          </dt>
          <dd data-testid="support-error-code" data-record="">
            {code}
          </dd>
        </div>
        {screen && (
          <div>
            <dt>
              <FormattedMessage id="support.error.screen" />
            </dt>
            <dd data-testid="support-error-screen" data-record="">
              {screen}
            </dd>
          </div>
        )}
        {requestId && (
          <div>
            <dt>
              <FormattedMessage id="support.error.requestId" />
            </dt>
            <dd data-testid="support-error-request-id" data-record="">
              {requestId}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
