import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { Conversation } from './conversation';
import { NewChatDialog } from './new-chat-dialog';
import { ThreadList } from './thread-list';
import './chats.css';

/**
 * /chats and /chats/{userId}: the thread list beside the open conversation. On a phone they are two
 * screens: the list, or the conversation with a way back to it.
 */
export function ChatsScreen({ userId }: { userId?: string }) {
  const { t } = useT();
  const [picking, setPicking] = useState(false);
  return (
    <div className="page">
      <PageHeader
        title={t('chats.title')}
        description={t('chats.description')}
        actions={
          <Button variant="primary" icon={<PlusIcon size={18} />} onClick={() => setPicking(true)}>
            {t('chats.newChat')}
          </Button>
        }
      />
      <div className="chats" data-view={userId ? 'conversation' : 'list'}>
        <nav className="chats__list card" aria-label={t('chats.conversations')}>
          <ThreadList activeId={userId} />
        </nav>
        <div className="chats__pane card">
          {userId ? <Conversation key={userId} userId={userId} /> : <EmptyState>{t('chats.pickThread')}</EmptyState>}
        </div>
      </div>
      {picking && <NewChatDialog onClose={() => setPicking(false)} />}
    </div>
  );
}
