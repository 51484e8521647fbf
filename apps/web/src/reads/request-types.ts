import type { RouteRequest } from '@crm/contracts';

/** What a route's query string accepts (the input side of its schema): the read layer's key parts. */
export type QueryOf<R> = NonNullable<RouteRequest<R>['query']>;
