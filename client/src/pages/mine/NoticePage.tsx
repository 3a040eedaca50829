import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../features/auth/useSession';
import { BlockTradeNotices } from '../../features/block-trade/BlockTradeNotices';
import { NoticeList } from '../../features/content/NoticeList';
import { SubPage } from '../../ui/Page';
import { Tabs } from '../../ui/Tabs';

type NoticeTab = 'published' | 'mine';

/**
 * The notices page: Vela's published notices, and for a signed-in user a second tab with their own
 * notices (the personal block-trade purchase codes issued to them). Signed out, only the published ones.
 */
export function NoticePage() {
  const intl = useIntl();
  const { me } = useSession();
  const [tab, setTab] = useState<NoticeTab>('published');
  const shown: NoticeTab = me ? tab : 'published';
  return (
    <SubPage title={<FormattedMessage id="route.notice" />}>
      {me && (
        <div className="page-tabs">
          <Tabs<NoticeTab>
            value={shown}
            onChange={setTab}
            testId="notice-tabs"
            label={intl.formatMessage({ id: 'route.notice' })}
            options={[
              { value: 'published', label: <FormattedMessage id="content.notices.tab" /> },
              { value: 'mine', label: <FormattedMessage id="blockTrade.notices.tab" /> },
            ]}
          />
        </div>
      )}
      {shown === 'mine' ? <BlockTradeNotices /> : <NoticeList />}
    </SubPage>
  );
}
