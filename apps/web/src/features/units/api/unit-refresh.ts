import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Paginated, ResaleUnit, ResaleUnitDetail } from '@crm/contracts';
import { unitKeys } from '../../../shared-api/units';

/** What each unit write changes: lists, the unit itself, and the counts (status, featured, archived, sold). */
export const unitRefresh = {
  created: (): QueryKey[] => [unitKeys.lists(), unitKeys.stats()],
  changed: (id: string): QueryKey[] => [unitKeys.lists(), unitKeys.detail(id), unitKeys.stats()],
};

/** Puts the server's copy into the cached detail and every cached page that shows it (no flicker). */
export function replaceUnit(queryClient: QueryClient, unit: ResaleUnitDetail) {
  queryClient.setQueryData(unitKeys.detail(unit._id), unit);
  const { inquiries: _inquiries, ...listed } = unit;
  queryClient.setQueriesData<Paginated<ResaleUnit>>({ queryKey: unitKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item._id === unit._id ? listed : item)) } : page,
  );
}
