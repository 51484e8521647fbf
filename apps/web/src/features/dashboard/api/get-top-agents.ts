import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { unitKeys } from '../../../shared-api/units';

/** Top agents by sold units (assignee, else creator); a unit figure, so unit writes refresh it. */
export const topAgentsQuery = () =>
  queryOptions({ queryKey: unitKeys.agents(), queryFn: () => apiRequest(contract.units.agents) });

/** CEO/Admin only (the API refuses others): pass `enabled` from `canAdministerUnits`. */
export const useTopAgents = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...topAgentsQuery(), enabled });
