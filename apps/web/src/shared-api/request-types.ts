import type { RouteRequest } from '@crm/contracts';

/** What a route's query string accepts (the input side of its schema): the key parts of a list query. */
export type QueryOf<R> = NonNullable<RouteRequest<R>['query']>;
