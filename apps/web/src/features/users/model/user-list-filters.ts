import { listUsersQuery, pageQueryWith } from '@crm/contracts';
import { defineSchemaQuery, toApiQuery, type QueryValues } from '../../../lib/url-query/schema-query';

/** The Users screen's URL: search, role, page and rows per page (10 by default), so Back keeps them. */
const usersUrlQuery = listUsersQuery.extend({ limit: pageQueryWith(10).shape.limit });

export type UserListFilters = QueryValues<typeof usersUrlQuery>;

/** Any change but the page itself goes back to page 1. */
export const userListFilters = defineSchemaQuery(usersUrlQuery, { pageKey: 'page' });

export const toUsersQuery = (filters: UserListFilters) => toApiQuery(filters);
