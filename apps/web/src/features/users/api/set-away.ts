import { useMutation } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import type { z } from 'zod';
import type { awayBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';

export type AwayBody = z.infer<typeof awayBody>;

export const setAway = ({ id, body }: { id: string; body: AwayBody }) =>
  apiRequest(contract.routing.setAway, { params: { id }, body });

/** Mark someone away from-to (no lead is routed to them meanwhile), or back (both null). */
export const useSetAway = () => useMutation({ mutationFn: setAway });
