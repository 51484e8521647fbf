import crypto from 'node:crypto';
import sharp from 'sharp';
import { UPLOADS_BASE, type UploadResult } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { UploadedFile } from '../../core/upload';
import type { PhotoStorage } from './photo-storage';

/** A listing photo is shown at most this wide/high; the thumbnail fills a card's image box. */
export const DISPLAY_SIZE = 1600;
export const THUMB_SIZE = { width: 480, height: 360 } as const;
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

const WEBP = 'image/webp';

/**
 * Stores a photo the upload check accepted (PNG/JPEG/WebP by its bytes) as two WebP files: one at
 * display size and one thumbnail. Re-encoding drops every metadata block (EXIF with GPS, XMP, ICC
 * comments) and anything hidden after the image; orientation is applied first so the photo stays upright.
 * Answers the path of the photo and of its thumbnail.
 */
export async function storePhoto(storage: PhotoStorage, file: UploadedFile): Promise<UploadResult> {
  let display: Buffer;
  let thumbnail: Buffer;
  try {
    const image = sharp(file.buffer, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    [display, thumbnail] = await Promise.all([
      image
        .clone()
        .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      image
        .clone()
        .resize({ ...THUMB_SIZE, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
  } catch {
    // Right magic bytes, broken or hostile content behind them.
    throw new AppError('IMAGE_UNREADABLE', 'The image could not be read');
  }
  const id = crypto.randomBytes(16).toString('hex');
  const name = `${id}.webp`;
  const thumbName = `${id}.thumb.webp`;
  await Promise.all([storage.save(name, display, WEBP), storage.save(thumbName, thumbnail, WEBP)]);
  return { path: `${UPLOADS_BASE}/${name}`, thumbnail: `${UPLOADS_BASE}/${thumbName}` };
}

export async function servePhoto(storage: PhotoStorage, name: string) {
  const bytes = await storage.read(name);
  if (!bytes) throw new AppError('UPLOAD_NOT_FOUND', 'Photo not found');
  // A name is never reused for other content, so it may be cached for good.
  return {
    file: bytes,
    filename: name,
    contentType: WEBP,
    inline: true,
    cacheControl: 'public, max-age=31536000, immutable',
  };
}
