import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { importKeys, type ImportProblemsQuery } from '../../../shared-api/imports';

/** A page of an import's problems (rejected rows and warnings), by row. */
export const useImportProblems = (id: string, query: ImportProblemsQuery) =>
  useQuery({
    queryKey: importKeys.problems(id, query),
    queryFn: () => apiRequest(contract.imports.problems, { params: { id }, query }),
    placeholderData: keepPreviousData,
  });
