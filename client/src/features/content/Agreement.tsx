import { FormattedMessage } from 'react-intl';
import { APP_VERSION } from '../../constants';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The user agreement (static text, in every language). */
export function Agreement() {
  return (
    <article className="card prose">
      <p className="prose__lead">
        <FormattedMessage id="agreement.lead" />
      </p>
      {SECTIONS.map((n) => (
        <section key={n}>
          <h2>
            <FormattedMessage id={`agreement.s${n}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`agreement.s${n}.body`} />
          </p>
        </section>
      ))}
      <p className="prose__meta">
        <FormattedMessage id="agreement.updated" values={{ version: APP_VERSION }} />
      </p>
    </article>
  );
}
