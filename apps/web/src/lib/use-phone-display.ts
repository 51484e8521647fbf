import { useCallback } from 'react';
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
  return useCallback((stored: string) => displayPhone(stored, country), [country]);
}
