// @ts-check
// Reads the first sheet of an uploaded .xlsx/.xls, or a CSV/TSV (delimited-text.cjs), in a worker thread, so a file that is slow or heavy to
// parse costs this thread (which the caller can stop), never the server's event loop.
// Plain CommonJS: it runs as is from src/ (under jest and tsx) and from dist/ (copied by scripts/build.mjs).
'use strict';
const { parentPort } = require('node:worker_threads');
const XLSX = require('xlsx');
const { readDelimitedText } = require('./delimited-text.cjs');

/**
 * @typedef {{ file: Uint8Array, format: 'xlsx' | 'xls' | 'text', encoding?: 'utf-8' | 'utf-16le' | 'utf-16be', maxRows: number, maxColumns: number, maxCellChars: number }} ReadRequest
 * @typedef {{ row: number, values: string[] }} ReadRow The sheet's 1-based row number and its cells' text.
 * @typedef {{ rows: ReadRow[] } | { error: string }} ReadReply
 */

/** Booleans, numbers, errors (#N/A), strings, dates, stubs. */
const KNOWN_TYPES = new Set(['b', 'n', 'e', 's', 'd', 'z']);

/**
 * The cell's value as trimmed text, cut at `maxChars` so one huge cell cannot grow into huge documents.
 * @param {XLSX.CellObject | undefined} cell
 * @param {number} maxChars
 */
function cellText(cell, maxChars) {
  if (!cell) return '';
  // SheetJS keeps a type it does not know (t="zz") with the raw XML text as value: not data to import.
  if (!KNOWN_TYPES.has(cell.t)) throw new Error(`A cell has an unknown type "${cell.t}"`);
  if (cell.v === undefined || cell.v === null || cell.t === 'e') return '';
  const text = cell.v instanceof Date ? cell.v.toISOString() : String(cell.v).trim();
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}

/**
 * The non-blank rows among the first `maxRows` of the first sheet, each cut to its first `maxColumns` cells.
 * Only cells the file really holds are visited: the sheet's declared range (`!ref`) is never trusted,
 * a 2 KB file can claim all 17 billion cells of the grid.
 * @param {ReadRequest} request
 * @returns {ReadRow[]}
 */
function readFirstSheet({ file, maxRows, maxColumns, maxCellChars }) {
  const workbook = XLSX.read(file, {
    type: 'buffer',
    dense: true,
    cellDates: true,
    sheets: 0,
    sheetRows: maxRows, // SheetJS skips the cells of later rows instead of materialising them
    cellText: false,
    cellHTML: false,
    cellFormula: false,
    cellStyles: false,
    bookVBA: false,
  });
  const firstSheetName = workbook.SheetNames[0];
  const sheet = firstSheetName === undefined ? undefined : workbook.Sheets[firstSheetName];
  const grid = sheet?.['!data'] ?? [];
  /** @type {ReadRow[]} */
  const rows = [];
  for (let r = 0; r < Math.min(grid.length, maxRows); r++) {
    const cells = grid[r];
    if (!cells) continue;
    const values = [];
    for (let c = 0; c < Math.min(cells.length, maxColumns); c++) values.push(cellText(cells[c], maxCellChars));
    if (values.some((v) => v !== '')) rows.push({ row: r + 1, values });
  }
  return rows;
}

// Started ahead of need (SheetJS loaded), the worker reads exactly one file, sent as its first message,
// and is then stopped: nothing a hostile file did to this thread can reach the next import.
parentPort?.once('message', (/** @type {ReadRequest} */ request) => {
  /** @type {ReadReply} */
  let reply;
  try {
    reply = {
      rows:
        request.format === 'text'
          ? readDelimitedText(request.file, request.encoding ?? 'utf-8', request)
          : readFirstSheet(request),
    };
  } catch (err) {
    reply = { error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(reply);
});
