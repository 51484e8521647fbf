import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors/app-error';
import type { SpreadsheetFile } from './data-url';
import { limitConcurrency } from './limit-concurrency';

/** A non-blank sheet row: its 1-based number and its cells' text, column by column. */
export interface ReadRow {
  row: number;
  values: string[];
}

export interface ReadLimits {
  /** Sheet rows read from the top; SheetJS skips the cells of later rows. */
  maxRows: number;
  maxColumns: number;
  /** Longer cell text is cut here (the contracts' caps then report the row). */
  maxCellChars: number;
  /** Worker start-up included. */
  timeBudgetMs: number;
  heapMb: number;
}

export const DEFAULT_READ_LIMITS: Omit<ReadLimits, 'maxRows'> = {
  maxColumns: 50,
  maxCellChars: 5001,
  timeBudgetMs: 5000,
  heapMb: 256,
};

/** Next to this module in src/, and next to the bundle in dist/ (scripts/build.mjs copies it there). */
const SHEET_READER_WORKER = path.join(__dirname, 'sheet-reader.worker.cjs');

/** Each reader may take a CPU and `heapMb` of memory: a few at a time, the rest queue. */
const oneOfFewReaders = limitConcurrency(2, 20);

const tooComplex = () => new AppError('FILE_UNREADABLE', 'The file is too complex to read');
const unreadable = () => new AppError('FILE_UNREADABLE', 'The file could not be read as a spreadsheet');

type WorkerReply = { rows: ReadRow[] } | { error: string };

/**
 * The first sheet's (or the CSV's) non-blank rows, parsed in a worker thread that is stopped past its
 * time or memory budget.
 */
export function readSheetRows(file: SpreadsheetFile, limits: ReadLimits): Promise<ReadRow[]> {
  return oneOfFewReaders(() => readInWorker(file, limits));
}

/**
 * One worker per file, but started before it is needed: loading SheetJS takes about 0.4 s, which an
 * import should not wait for. The spare is unref'd so an idle one never keeps the process alive.
 */
let spare: { worker: Worker; heapMb: number } | null = null;

function startWorker(heapMb: number) {
  const worker = new Worker(SHEET_READER_WORKER, {
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  // A spare that dies idle (out of memory at start, a broken install) is simply replaced.
  worker.once('exit', () => {
    if (spare?.worker === worker) spare = null;
  });
  worker.once('error', () => undefined);
  worker.unref();
  return worker;
}

function takeWorker(heapMb: number) {
  // The heap limit is fixed when a worker starts: a spare started for another limit is not used.
  if (spare && spare.heapMb !== heapMb) void spare.worker.terminate();
  const worker = spare?.heapMb === heapMb ? spare.worker : startWorker(heapMb);
  spare = { worker: startWorker(heapMb), heapMb };
  worker.ref();
  return worker;
}

function readInWorker(file: SpreadsheetFile, { maxRows, maxColumns, maxCellChars, timeBudgetMs, heapMb }: ReadLimits) {
  return new Promise<ReadRow[]>((resolve, reject) => {
    const worker = takeWorker(heapMb);
    let settled = false;
    const settle = (outcome: ReadRow[] | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => settle(tooComplex()), timeBudgetMs);
    worker.once('message', (reply: WorkerReply) => settle('rows' in reply ? reply.rows : unreadable()));
    // The worker catches parse errors itself: what reaches here is running out of memory, or a broken
    // install (the worker or xlsx missing), which must surface as a server error rather than a bad file.
    worker.once('error', (err: Error & { code?: string }) =>
      settle(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : err),
    );
    worker.once('exit', () => settle(unreadable()));
    const { bytes, format } = file;
    const encoding = file.format === 'text' ? file.encoding : undefined;
    worker.postMessage({ file: bytes, format, encoding, maxRows, maxColumns, maxCellChars });
  });
}
