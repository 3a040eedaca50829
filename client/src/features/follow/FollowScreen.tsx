import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Tabs } from '../../ui/Tabs';
import { FollowInstitutions } from './FollowInstitutions';
import { FollowRecords } from './FollowRecords';
import { FollowTrades } from './FollowTrades';
import './follow.css';

type Tab = 'trades' | 'records' | 'institutions';

/** Institutional follow: published trades to follow, my follow records, and the institutions with their track records. */
export function FollowScreen({ initialTab, realNameNotice }: { initialTab?: string; realNameNotice?: (refused: boolean) => ReactNode }) {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>(initialTab === 'records' || initialTab === 'institutions' ? initialTab : 'trades');
  return (
    <div className="follow-screen" data-testid="follow-screen">
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        testId="follow-tabs"
        label={intl.formatMessage({ id: 'route.instaFollow' })}
        options={[
          { value: 'trades', label: intl.formatMessage({ id: 'follow.tab.trades' }) },
          { value: 'records', label: intl.formatMessage({ id: 'follow.tab.records' }) },
          { value: 'institutions', label: intl.formatMessage({ id: 'follow.tab.institutions' }) },
        ]}
      />
      {tab === 'trades' && <FollowTrades realNameNotice={realNameNotice} />}
      {tab === 'records' && <FollowRecords />}
      {tab === 'institutions' && <FollowInstitutions />}
    </div>
  );
}
