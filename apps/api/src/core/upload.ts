import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { DEFAULT_BODY_BYTES, type RouteUpload, type UploadType } from '@crm/contracts';
import { AppError } from '../errors/app-error';

/** The one file of an upload route, as its handler receives it. */
export interface UploadedFile {
  buffer: Buffer;
  size: number;
  /** What the bytes are (by their magic bytes), never what the name or the client claimed. */
  type: UploadType;
  /** As the client named it: for display only, never a path on disk. */
  originalName: string;
}

/**
 * How each accepted type starts. Three image formats need a dozen lines, not a dependency: `file-type`
 * is ESM-only (its current major needs Node 22) and this API runs as CommonJS on Node 20 under Jest.
 */
const SIGNATURES: Record<UploadType, { label: string; matches: (bytes: Buffer) => boolean }> = {
  'image/png': {
    label: 'PNG',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { label: 'JPEG', matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': {
    label: 'WebP',
    matches: (b) => b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
};

/** The type the content says it is, among those uploads may accept; null for anything else. */
export function sniffUploadType(bytes: Buffer): UploadType | null {
  const types = Object.keys(SIGNATURES) as UploadType[];
  return types.find((type) => SIGNATURES[type].matches(bytes)) ?? null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const typesText = (accept: readonly UploadType[]) => {
  const labels = accept.map((type) => SIGNATURES[type].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
};

function uploadError(err: unknown, upload: RouteUpload): AppError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') {
      return new AppError('TOO_LARGE', `The file is too large (max ${sizeText(upload.maxBytes)})`);
    }
    if (err.code === 'LIMIT_FIELD_VALUE') return new AppError('TOO_LARGE', 'The request is too large');
    if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE') {
      return new AppError('BAD_REQUEST', `Send one file, in the "${upload.field}" field`);
    }
  }
  // Malformed multipart (no boundary, a cut-off part...): the client's fault, never a 500.
  return new AppError('BAD_REQUEST', 'The upload could not be read');
}

const uploads = new WeakMap<Request, UploadedFile>();

/** The file `readUpload` accepted for this request. */
export const uploadedFile = (req: Request): UploadedFile | undefined => uploads.get(req);

/**
 * Reads one file of a route's `upload` into memory (multer), within its size cap (413), and checks by
 * content that it is one of the accepted types (415). Other form fields land in `req.body`.
 */
export function readUpload(upload: RouteUpload): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: upload.maxBytes, files: 1, fields: 20, fieldSize: DEFAULT_BODY_BYTES, headerPairs: 100 },
  }).single(upload.field);

  return (req, res, next) => {
    parse(req, res, (err: unknown) => {
      if (err) return next(uploadError(err, upload));
      const file = req.file;
      if (!file || file.size === 0) return next(new AppError('FILE_REQUIRED', 'A file is required'));
      const type = sniffUploadType(file.buffer);
      if (!type || !upload.accept.includes(type)) {
        return next(new AppError('FILE_TYPE_NOT_ALLOWED', `The file must be a ${typesText(upload.accept)} image`));
      }
      uploads.set(req, { buffer: file.buffer, size: file.size, type, originalName: file.originalname });
      next();
    });
  };
}
