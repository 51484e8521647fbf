import { useParams } from 'react-router-dom';
import { objectId } from '@crm/contracts';
import { ChatsScreen } from '../../features/chats/components/chats-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useT } from '../../lib/i18n';
import { NotFoundPage } from './not-found';

/** /chats and /chats/{userId}: every signed-in user chats (the API decides with whom). */
export function ChatsRoute() {
  const { t } = useT();
  usePageTitle(t('shell.nav.chats'));
  const { threadId } = useParams();
  if (threadId !== undefined && !objectId.safeParse(threadId).success) return <NotFoundPage />;
  return <ChatsScreen userId={threadId} />;
}
