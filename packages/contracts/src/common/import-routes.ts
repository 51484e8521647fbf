import type { z } from 'zod';
import { IMPORT_BODY_BYTES, importBody, importPreview, importTemplateQuery } from './primitives';
import { defineRoute, FILE_RESPONSE, type RouteRoles } from './route';

/**
 * A spreadsheet import's routes below `path`, open to `roles`: its empty template
 * (`/import/template`), its preview (`/import/preview`, stores nothing) and the import itself
 * (`/import`), which names its own summary and report.
 */
export function importRoutes<const P extends string, const R extends RouteRoles, const Report extends z.ZodType>(
  path: P,
  roles: R,
  importing: { summary: string; response: Report },
) {
  return {
    importTemplate: defineRoute({
      method: 'GET',
      path: `${path}/import/template`,
      summary: 'An empty .xlsx with the columns this import reads, headed in the given language',
      roles,
      query: importTemplateQuery,
      response: FILE_RESPONSE,
    }),
    previewImport: defineRoute({
      method: 'POST',
      path: `${path}/import/preview`,
      summary: 'How an import of this sheet would go (columns read, first rows, problems, counts); stores nothing',
      roles,
      body: importBody,
      maxBodyBytes: IMPORT_BODY_BYTES,
      response: importPreview,
    }),
    importXlsx: defineRoute({
      method: 'POST',
      path: `${path}/import`,
      summary: importing.summary,
      roles,
      body: importBody,
      maxBodyBytes: IMPORT_BODY_BYTES,
      response: importing.response,
    }),
  };
}
