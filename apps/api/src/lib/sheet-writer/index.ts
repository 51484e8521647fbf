import path from 'node:path';
import { Worker } from 'node:worker_threads';

// Big spreadsheet downloads (a leads export), written off the request thread. A small sheet (users,
// units) is written in place by lib/spreadsheet's `sheetFile`.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetCell = string | number;

export interface SheetWriter {
  /** Appends rows under the headers (and those already added), in order. */
  add(rows: SheetCell[][]): void;
  /** The finished .xlsx; the worker is stopped. */
  finish(): Promise<Buffer>;
  /** Stops the worker without a file (the rows could not all be read). */
  abort(): void;
}

/** Next to this module in src/, and next to the bundle in dist/ (scripts/build.mjs copies it there). */
const SHEET_WRITER_WORKER = path.join(__dirname, 'sheet-writer.worker.cjs');

type WriterReply = { file: Uint8Array } | { error: string };

/**
 * An .xlsx of one sheet, headed by `headers`, filled in a worker thread as rows are added: laying out
 * and zipping 50,000 rows takes about two seconds of CPU, which would otherwise stop every other
 * request meanwhile. Posting a batch of rows costs this thread about a millisecond.
 */
export function startSheetWriter(sheetName: string, headers: readonly string[], { timeBudgetMs = 120_000 } = {}) {
  const worker = new Worker(SHEET_WRITER_WORKER, {
    workerData: { sheetName, headers: [...headers] },
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  const written = new Promise<Buffer>((resolve, reject) => {
    worker.once('message', (reply: WriterReply) =>
      'file' in reply
        ? resolve(Buffer.from(reply.file))
        : reject(new Error(`Writing the sheet failed: ${reply.error}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The sheet writer stopped (exit code ${code})`)));
  });
  // A failure before `finish` is awaited surfaces there, not as an unhandled rejection.
  written.catch(() => undefined);
  const writer: SheetWriter = {
    add: (rows) => {
      if (rows.length) worker.postMessage({ rows });
    },
    finish: async () => {
      worker.postMessage({ finish: true });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Writing the sheet took too long')), timeBudgetMs);
      });
      try {
        return await Promise.race([written, late]);
      } finally {
        clearTimeout(timer);
        void worker.terminate();
      }
    },
    abort: () => void worker.terminate(),
  };
  return writer;
}
