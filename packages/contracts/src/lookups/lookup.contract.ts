import { z } from 'zod';
import { defineRoute } from '../common/route';
import { idParams, okResponse } from '../common/primitives';
import { ROLES } from '../auth/roles';
import { rolesFor } from '../auth/policies';
import { createLookupBody, lookupSchema, updateLookupBody } from './lookup.schema';

const writers = rolesFor('lookups:manage');

export const lookupsContract = {
  listPropertyInterests: defineRoute({
    method: 'GET',
    path: '/api/lookups/property-interest',
    summary: 'The lead interests (property types) offered in lead forms',
    roles: ROLES,
    response: z.array(lookupSchema),
  }),
  createPropertyInterest: defineRoute({
    method: 'POST',
    path: '/api/lookups/property-interest',
    summary: 'Add a lead interest',
    roles: writers,
    body: createLookupBody,
    response: lookupSchema,
    status: 201,
  }),
  updatePropertyInterest: defineRoute({
    method: 'PUT',
    path: '/api/lookups/property-interest/:id',
    summary: 'Edit the label or value of a lead interest',
    roles: writers,
    params: idParams,
    body: updateLookupBody,
    response: lookupSchema,
  }),
  removePropertyInterest: defineRoute({
    method: 'DELETE',
    path: '/api/lookups/property-interest/:id',
    summary: 'Delete a lead interest (leads keep their value)',
    roles: writers,
    params: idParams,
    response: okResponse,
  }),
};
