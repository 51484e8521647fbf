import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../shared-api/chats';

/** The people the new-chat picker offers, searched on the server (first 20). */
export const chatUsersQuery = (search: string) =>
  queryOptions({
    queryKey: chatKeys.users(search),
    queryFn: () => apiRequest(contract.chats.users, { query: { search: search || undefined, limit: 20 } }),
    placeholderData: keepPreviousData,
  });

export const useChatUsers = (search: string) => useQuery(chatUsersQuery(search));
