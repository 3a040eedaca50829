import { FormattedMessage } from 'react-intl';
import { Icon, type IconName } from '../../ui/icons';

const PRINCIPLES: readonly { key: string; icon: IconName }[] = [
  { key: 'transparency', icon: 'statement' },
  { key: 'fairness', icon: 'check' },
  { key: 'security', icon: 'shield' },
];

/** Company introduction (static text, in every language). */
export function CompanyIntroduction() {
  return (
    <>
      <article className="card prose">
        <h2>
          <FormattedMessage id="company.title" />
        </h2>
        <p>
          <FormattedMessage id="company.p1" />
        </p>
        <p>
          <FormattedMessage id="company.p2" />
        </p>
      </article>
      <h2 className="list-section__title list-section__title--outside">
        <FormattedMessage id="company.principlesTitle" />
      </h2>
      {PRINCIPLES.map((p) => (
        <article key={p.key} className="card feature-card">
          <span className="feature-card__icon">
            <Icon name={p.icon} size={22} />
          </span>
          <div>
            <h3 className="feature-card__title">
              <FormattedMessage id={`company.${p.key}.title`} />
            </h3>
            <p className="feature-card__text">
              <FormattedMessage id={`company.${p.key}.text`} />
            </p>
          </div>
        </article>
      ))}
    </>
  );
}
