import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
// Its own entry: the barrel would tie libphonenumber's metadata to every screen that loads contracts.
import { displayPhone } from '@crm/contracts/phone';
import { settingsQueries } from '../reads/settings';
import { useSession } from './use-session';

/**
 * Phones are stored in their international form ("+201009998877"); people read the agency's own
 * numbers in the national form ("010 09998877") and others' with their country code. Until the
 * agency's country (DEFAULT_COUNTRY) arrives, every number shows its international form.
 */
export function usePhoneDisplay(): (stored: string) => string {
  const signedIn = Boolean(useSession());
  const { data } = useQuery({ ...settingsQueries.agency(), enabled: signedIn });
  const country = data?.defaultCountry ?? '';
  return useMemo(() => memoizedDisplay(country), [country]);
}

/**
 * Parsing a number costs a phone about 2 ms and a list draws each row several times as its data
 * arrives: each number is parsed once per agency country. The map only grows with the numbers
 * this tab has shown; it is cleared past a bound so a long session does not hoard them.
 */
const MAX_REMEMBERED = 2000;
const displayed = new Map<string, Map<string, string>>();
function memoizedDisplay(country: string) {
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
