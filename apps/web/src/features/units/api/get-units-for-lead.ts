import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { unitKeys } from '../../../shared-api/units';

/** Units on the market that fit a lead (its interest, its budget), cheapest first, first 10. */
export const unitsForLeadQuery = (leadId: string) =>
  queryOptions({
    queryKey: unitKeys.forLead(leadId),
    queryFn: () => apiRequest(contract.units.forLead, { params: { leadId }, query: { limit: 10 } }),
  });

/** The units a lead was linked to as an inquiry, newest first, first 10. */
export const unitsInquiredByQuery = (leadId: string) =>
  queryOptions({
    queryKey: unitKeys.inquiredBy(leadId),
    queryFn: () => apiRequest(contract.units.inquiredBy, { params: { leadId }, query: { limit: 10 } }),
  });

export const useUnitsForLead = (leadId: string) => useQuery(unitsForLeadQuery(leadId));
export const useUnitsInquiredBy = (leadId: string) => useQuery(unitsInquiredByQuery(leadId));
