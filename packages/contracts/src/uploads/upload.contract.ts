import { defineRoute, FILE_RESPONSE } from '../common/route';
import { ROLES } from '../auth/roles';
import { MAX_UPLOAD_BYTES, uploadNameParams, uploadResult } from './upload.schema';

export const uploadsContract = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/uploads/file',
    summary: 'Store a photo (PNG, JPEG or WebP by content): resized, EXIF stripped, with a thumbnail; answers its path',
    roles: ROLES,
    upload: { field: 'file', maxBytes: MAX_UPLOAD_BYTES, accept: ['image/png', 'image/jpeg', 'image/webp'] },
    response: uploadResult,
    status: 201,
  }),
  serve: defineRoute({
    method: 'GET',
    path: '/api/uploads/:name',
    // Public: an <img> sends no token; the names are 128-bit random, so unguessable.
    summary: 'An uploaded photo or its thumbnail (nosniff, cached for a year: a name never changes content)',
    roles: 'public',
    params: uploadNameParams,
    response: FILE_RESPONSE,
  }),
};
