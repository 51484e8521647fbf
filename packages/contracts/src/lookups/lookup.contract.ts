import { z } from 'zod';
import { recordRoutes } from '../common/record-routes';
import { ROLES } from '../auth/roles';
import { rolesFor } from '../auth/policies';
import { createLookupBody, lookupSchema, updateLookupBody } from './lookup.schema';

const interests = recordRoutes('/api/lookups/property-interest', { read: ROLES, write: rolesFor('lookups:manage') });

export const lookupsContract = {
  listPropertyInterests: interests.list({
    summary: 'The lead interests (property types) offered in lead forms',
    response: z.array(lookupSchema),
  }),
  createPropertyInterest: interests.create({
    summary: 'Add a lead interest',
    body: createLookupBody,
    response: lookupSchema,
  }),
  updatePropertyInterest: interests.update({
    summary: 'Edit the label or value of a lead interest',
    body: updateLookupBody,
    response: lookupSchema,
  }),
  removePropertyInterest: interests.remove({ summary: 'Delete a lead interest (leads keep their value)' }),
};
