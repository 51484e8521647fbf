import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { INTAKE_REFRESH_MS, intakeKeys, type IntakeDeliveriesQuery } from '../../../shared-api/intake';

/** One page of the deliveries log, newest first, filtered on the server. */
export const intakeDeliveriesQuery = (query: IntakeDeliveriesQuery) =>
  queryOptions({
    queryKey: intakeKeys.deliveryPage(query),
    queryFn: () => apiRequest(contract.intake.listDeliveries, { query }),
    placeholderData: keepPreviousData,
    // Deliveries arrive by themselves: the open page follows without a reload.
    refetchInterval: INTAKE_REFRESH_MS,
  });

export const useIntakeDeliveries = (query: IntakeDeliveriesQuery) => useQuery(intakeDeliveriesQuery(query));
