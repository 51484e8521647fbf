import { Navigate, useParams } from 'react-router-dom';
import { isObjectId } from '@crm/contracts';
import { ChatsScreen } from '../../features/chats/components/chats-screen';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../../lib/use-session';
import { useT } from '../../lib/i18n';
import { NotFoundPage } from './not-found';

/** /chats and /chats/{userId}: every signed-in user chats (the API decides with whom). */
export function ChatsRoute() {
  const { t } = useT();
  usePageTitle(t('shell.nav.chats'));
  const { threadId } = useParams();
  const me = useCurrentUser();
  if (threadId !== undefined && !isObjectId(threadId)) return <NotFoundPage />;
  // A chat is with someone else: one's own address shows the list.
  if (threadId === me._id) return <Navigate to={paths.chats.href()} replace />;
  return <ChatsScreen userId={threadId} />;
}
