// @ts-check
// Writes one .xlsx in a worker thread: laying out and zipping tens of thousands of rows takes seconds
// of CPU, which must not hold the server's event loop. Rows come in batches as they are read; the
// finished file goes back as one buffer.
// Plain CommonJS: it runs as is from src/ (under jest and tsx) and from dist/ (copied by scripts/build.mjs).
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require('xlsx');

/**
 * @typedef {{ sheetName: string, headers: string[] }} WriterData
 * @typedef {{ rows: (string | number)[][] } | { finish: true }} WriterMessage
 * @typedef {{ file: Uint8Array } | { error: string }} WriterReply
 */

const { sheetName, headers } = /** @type {WriterData} */ (workerData);
// Dense: an array of rows instead of an object keyed by cell address, several times faster to fill.
const sheet = XLSX.utils.aoa_to_sheet([headers], { dense: true });

/** @param {WriterReply} reply @param {ArrayBuffer[]} [transfer] */
const reply = (reply, transfer) => parentPort?.postMessage(reply, transfer);

parentPort?.on('message', (/** @type {WriterMessage} */ message) => {
  try {
    if ('rows' in message) {
      if (message.rows.length) XLSX.utils.sheet_add_aoa(sheet, message.rows, { origin: -1 });
      return;
    }
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
    /** @type {Buffer} */
    const written = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true });
    const file = new Uint8Array(written.buffer, written.byteOffset, written.byteLength);
    reply({ file }, [/** @type {ArrayBuffer} */ (file.buffer)]);
  } catch (err) {
    reply({ error: err instanceof Error ? err.message : String(err) });
  }
});
