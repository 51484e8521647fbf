import { z } from 'zod';

/** Where uploaded photos are served: `/api/uploads/<32 hex>.webp`, and its thumbnail `<32 hex>.thumb.webp`. */
export const UPLOADS_BASE = '/api/uploads';
const UPLOAD_NAME = /^[a-f\d]{32}(\.thumb)?\.webp$/;

export const uploadName = z.string().regex(UPLOAD_NAME, 'Unknown file');
export const uploadNameParams = z.object({ name: uploadName });

export const isUploadPath = (value: string) =>
  value.startsWith(`${UPLOADS_BASE}/`) && UPLOAD_NAME.test(value.slice(UPLOADS_BASE.length + 1));

/** The thumbnail of an uploaded photo; a web address has none and is shown as it is. */
export const thumbnailOf = (image: string) =>
  isUploadPath(image) ? image.replace(/(\.thumb)?\.webp$/, '.thumb.webp') : image;

export const uploadResult = z.object({ path: z.string(), thumbnail: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;

/** Photos up to 8 MB are taken (a phone camera's JPEG); they are stored resized. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
