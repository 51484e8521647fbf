import { useMutation } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import type { ClientRequestBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';

/** An Agent asks their Supervisor for a client a colleague holds (Add Lead refused it). */
export const useRequestClient = () =>
  useMutation({ mutationFn: (body: ClientRequestBody) => apiRequest(contract.leads.requestClient, { body }) });
