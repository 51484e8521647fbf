import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { listChatUsers, listMessages, listThreads, markThreadRead, sendMessage } from './chat.service';

export const chatRoutes: RouteModule<typeof contract.chats> = () => ({
  threads: ({ user, query, revalidate }) => listThreads(user, query, revalidate),
  users: ({ user, query }) => listChatUsers(user, query),
  messages: ({ user, params, query, revalidate }) => listMessages(user, params.userId, query, revalidate),
  send: ({ user, params, body }) => sendMessage(user, params.userId, body),
  read: ({ user, params }) => markThreadRead(user, params.userId),
});
