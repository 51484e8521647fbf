import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../shared-api/settings';
import { useSession } from './use-session';
import { whenRequestsGo } from './api-fetch';

type PhoneModule = typeof import('@crm/contracts/phone');

/**
 * libphonenumber and its metadata (about 26 KB brotli) load after a screen's first paint, with its
 * API calls, not before it: a list draws its header and filters while its rows and this module are
 * on their way. Its own entry: the barrel would tie the metadata to every screen that loads contracts.
 */
const phoneModule = {
  queryKey: ['module', 'phone'] as const,
  queryFn: async (): Promise<PhoneModule> => {
    await whenRequestsGo();
    return import('@crm/contracts/phone');
  },
  staleTime: Infinity,
  gcTime: Infinity,
  // A code chunk, not an API read: offline the service worker has it, so it must not wait for a network.
  networkMode: 'always' as const,
};

export interface PhoneDisplay {
  /** The number as people read it; its stored (international) form until the module is here. */
  show: (stored: string) => string;
  /**
   * False until the module has loaded: a list holds its rows back rather than redraw every number.
   * True when it cannot load (offline): the rows then show the stored form rather than wait forever.
   */
  ready: boolean;
}

/**
 * Phones are stored in their international form ("+201009998877"); people read the agency's own
 * numbers in the national form ("010 09998877") and others' with their country code. Until the
 * agency's country (DEFAULT_COUNTRY) arrives, every number shows its international form.
 */
export function usePhoneFormat(): PhoneDisplay {
  const signedIn = Boolean(useSession());
  const { data } = useQuery({ ...settingsQueries.agency(), enabled: signedIn });
  const { data: phone, isError } = useQuery(phoneModule);
  const country = data?.defaultCountry ?? '';
  return useMemo(
    () => ({
      show: phone ? memoizedDisplay(phone, country) : (stored: string) => stored,
      ready: Boolean(phone) || isError,
    }),
    [phone, country, isError],
  );
}

/** The display function alone, for one number or a few (a dialog, a card). */
export const usePhoneDisplay = (): PhoneDisplay['show'] => usePhoneFormat().show;

/**
 * Parsing a number costs a phone about 2 ms and a list draws each row several times as its data
 * arrives: each number is parsed once per agency country. The map only grows with the numbers
 * this tab has shown; it is cleared past a bound so a long session does not hoard them.
 */
const MAX_REMEMBERED = 2000;
const displayed = new Map<string, Map<string, string>>();
function memoizedDisplay({ displayPhone }: PhoneModule, country: string) {
  let forCountry = displayed.get(country);
  if (!forCountry) displayed.set(country, (forCountry = new Map()));
  const shown = forCountry;
  return (stored: string) => {
    let text = shown.get(stored);
    if (text === undefined) {
      if (shown.size >= MAX_REMEMBERED) shown.clear();
      text = displayPhone(stored, country);
      shown.set(stored, text);
    }
    return text;
  };
}
