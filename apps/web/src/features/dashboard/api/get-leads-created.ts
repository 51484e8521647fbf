import { useQuery } from '@tanstack/react-query';
import { leadQueries, type StatsScope } from '../../../reads/leads';
import { createdWindowQuery, type CreatedGroup } from '../model/created-series';

/** New leads per bucket, zero-filled, oldest first. The previous window stays up while the next loads. */
export const useLeadsCreated = (scope: StatsScope, groupBy: CreatedGroup) =>
  useQuery(leadQueries.created({ ...scope, ...createdWindowQuery(groupBy) }));
