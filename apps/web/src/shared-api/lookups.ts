import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lookup } from '@crm/contracts';
import { VALUE_LABELS } from '@crm/contracts/zod-free';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { type Language, usePreferences } from '../lib/preferences';
import { queryRoots } from '../lib/query-keys';

/**
 * The property interests (the lookup list): the lead screens, the notifications and the lookups
 * screen all show them; its writes are the lookups feature's (features/lookups/api/).
 */
export const lookupKeys = {
  all: queryRoots.lookups,
  propertyInterests: () => [...queryRoots.lookups, 'property-interest'] as const,
};

export const lookupQueries = {
  propertyInterests: () =>
    queryOptions({
      queryKey: lookupKeys.propertyInterests(),
      queryFn: () => apiRequest(contract.lookups.listPropertyInterests),
      staleTime: 5 * 60_000,
    }),
};

const SEEDED: Record<string, string> = VALUE_LABELS.en.seededInterest;

/**
 * The interests as the screen's language names them: one the portal itself named (a seeded value
 * still under its English label) reads in the screen's language; one an admin named or renamed
 * keeps the admin's words.
 */
export function localizeInterests(items: readonly Lookup[], lang: Language): Lookup[] {
  const own: Record<string, string> = VALUE_LABELS[lang].seededInterest;
  return items.map((item) =>
    SEEDED[item.value] === item.label && own[item.value] ? { ...item, label: own[item.value]! } : item,
  );
}

/**
 * The property interests, labelled for display in the screen's language; `{ asStored: true }` for
 * the screen that edits them (the admin's labels as they are).
 */
export function usePropertyInterests({ asStored = false }: { asStored?: boolean } = {}) {
  const { lang } = usePreferences();
  const select = useCallback(
    (items: Lookup[]) => (asStored || lang === 'en' ? items : localizeInterests(items, lang)),
    [asStored, lang],
  );
  return useQuery({ ...lookupQueries.propertyInterests(), select });
}
