import zlib from 'node:zlib';
import type { Express, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** As app.ts's compression middleware: answers from 1 KB travel compressed. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Up to this size an answer is compressed right here, in one synchronous call (tens of
 * microseconds for a page of records): a compression stream hands each answer to the thread pool and
 * back, which costs more than the compressing. Bigger answers stream through the middleware.
 */
const COMPRESS_INLINE_UP_TO_BYTES = 64 * 1024;
/**
 * Brotli's quality for inline answers: 2 takes half the time of the middleware's 4 (measured in the
 * request path, `npm run bench:own`) for a few per cent more bytes (a page of 10 leads: 7.3 KB as
 * 488 bytes rather than 445, one packet either way), and is still smaller than gzip.
 */
const BROTLI_QUALITY = 2;
/** A window just big enough for the largest inline answer (2^16 = 64 KB): smaller state to set up per answer. */
const BROTLI_WINDOW_BITS = 16;

type Encoding = 'br' | 'gzip';

/** The codings an answer may be compressed in here, br first where the client rates both alike (as compression does). */
const INLINE_CODINGS: Encoding[] = ['br', 'gzip'];

/** negotiator 1.x takes a preference order for ties; its types (@types/negotiator 0.6) do not list it yet. */
type EncodingsWithPreference = (available: string[], options: { preferred: string[] }) => string[];

/**
 * The choice per Accept-Encoding value: a browser sends the same one on every request, and
 * negotiating it again costs more than the rest of a small answer's headers. Bounded, so varied
 * headers cannot grow it.
 */
const chosenFor = new LRUCache<string, { encoding: Encoding | null }>({ max: 100 });

/**
 * br or gzip, as the compression middleware chooses them (negotiator, as it does): the one the
 * client rates higher, br when they are rated alike; null when it accepts neither (then the
 * middleware decides, e.g. deflate).
 */
export function inlineEncodingFor(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = chosenFor.get(acceptEncoding);
  if (known !== undefined) return known.encoding;
  const encoding = negotiate(acceptEncoding);
  chosenFor.set(acceptEncoding, { encoding });
  return encoding;
}

function negotiate(acceptEncoding: string): Encoding | null {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const encodings = negotiator.encodings.bind(negotiator) as unknown as EncodingsWithPreference;
  const [best] = encodings([...INLINE_CODINGS, 'identity'], { preferred: INLINE_CODINGS });
  return best === 'br' || best === 'gzip' ? best : null;
}

const compress = (body: string, size: number, encoding: Encoding) =>
  encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      })
    : zlib.gzipSync(body);

/**
 * `res.json`, with the answer compressed right here when it is of a size worth compressing but small
 * enough to do so inline. Everything else (ETag, 304, HEAD, Content-Length) is Express's `send`, and
 * what is not compressed here is left to the compression middleware.
 */
function json(this: Response, value: unknown): Response {
  const req = this.req as Request;
  // As Express's res.json: its settings, its Content-Type, nothing sent for undefined.
  const body = JSON.stringify(value, this.app.get('json replacer'), this.app.get('json spaces')) as string | undefined;
  // What res.type('json') sets, without looking the type up on every answer.
  if (!this.get('Content-Type')) this.setHeader('Content-Type', 'application/json; charset=utf-8');
  const size = body === undefined ? 0 : Buffer.byteLength(body);
  const encoding =
    body !== undefined &&
    size >= COMPRESS_FROM_BYTES &&
    size <= COMPRESS_INLINE_UP_TO_BYTES &&
    req.method !== 'HEAD' &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(this.get('Cache-Control') ?? ''))
      ? inlineEncodingFor(req.headers['accept-encoding'])
      : null;
  if (!encoding) return this.send(body);
  this.vary('Accept-Encoding');
  this.setHeader('Content-Encoding', encoding);
  return this.send(compress(body!, size, encoding));
}

/**
 * Every `res.json` of the app compresses inline (see `json`): set on the app's response prototype, so
 * whatever wraps res.json on a request (idempotency.ts keeps the answer) still goes through it.
 */
export function compressJsonInline(app: Express) {
  app.response.json = json;
}
