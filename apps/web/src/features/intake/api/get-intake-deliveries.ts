import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { intakeKeys, type IntakeDeliveriesQuery } from '../../../shared-api/intake';

/** One page of the deliveries log, newest first, filtered on the server. */
export const intakeDeliveriesQuery = (query: IntakeDeliveriesQuery) =>
  queryOptions({
    queryKey: intakeKeys.deliveryPage(query),
    queryFn: () => apiRequest(contract.intake.listDeliveries, { query }),
    placeholderData: keepPreviousData,
  });

export const useIntakeDeliveries = (query: IntakeDeliveriesQuery) => useQuery(intakeDeliveriesQuery(query));
