// @ts-check
// Reads a CSV or TSV as people's tools write it, in the sheet reader's worker (its time and memory caps
// hold): UTF-8 with or without a byte-order mark, UTF-16 (Meta's Leads Center), Windows-1256 (Excel's
// CSV on an Arabic Windows); comma, semicolon or tab; quoted fields with delimiters, quotes and line
// breaks inside. Every cell stays text as written: "01001234567" keeps its 0, "+20 100 123 4567" its spaces.
'use strict';

const DELIMITERS = [',', ';', '\t'];
/** Lines (and characters) looked at to tell the delimiter. */
const SNIFFED_LINES = 10;
const SNIFFED_CHARS = 64 * 1024;

/**
 * @param {Uint8Array} bytes
 * @param {'utf-8' | 'utf-16le' | 'utf-16be'} encoding
 */
function decodeText(bytes, encoding) {
  if (encoding !== 'utf-8') return new TextDecoder(encoding).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: a CSV saved by Excel on an Arabic Windows is in its code page.
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

/**
 * The delimiter that splits the first lines most consistently (quotes respected): the one whose most
 * common non-zero count per line recurs on the most lines; a comma when none occurs.
 * @param {string} text
 */
function sniffDelimiter(text) {
  const perLine = DELIMITERS.map(() => /** @type {number[]} */ ([]));
  let counts = DELIMITERS.map(() => 0);
  let quoted = false;
  const end = Math.min(text.length, SNIFFED_CHARS);
  for (let i = 0; i < end && perLine[0].length < SNIFFED_LINES; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '\n') {
      counts.forEach((count, d) => perLine[d].push(count));
      counts = DELIMITERS.map(() => 0);
    } else if (!quoted) {
      const d = DELIMITERS.indexOf(ch);
      if (d >= 0) counts[d]++;
    }
  }
  counts.forEach((count, d) => perLine[d].push(count));
  let best = { delimiter: ',', lines: 0, count: 0 };
  DELIMITERS.forEach((delimiter, d) => {
    const frequency = new Map();
    for (const count of perLine[d]) if (count > 0) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    for (const [count, lines] of frequency)
      if (lines > best.lines || (lines === best.lines && count > best.count)) best = { delimiter, lines, count };
  });
  return best.delimiter;
}

/**
 * A cell's text: trimmed, Excel's `="0100..."` (written to keep a leading zero) unwrapped, cut at `maxChars`.
 * @param {string} text
 * @param {number} maxChars
 */
function cellText(text, maxChars) {
  let value = text.trim();
  const formula = /^="(.*)"$/s.exec(value);
  if (formula) value = formula[1] ?? '';
  return value.length > maxChars ? value.slice(0, maxChars) : value;
}

/**
 * The non-blank records among the first `maxRows`, each cut to `maxColumns` cells: like a sheet's rows.
 * Linear in the text whatever it holds (one 10 MB line, 10 MB of commas).
 * @param {Uint8Array} bytes
 * @param {'utf-8' | 'utf-16le' | 'utf-16be'} encoding
 * @param {{ maxRows: number, maxColumns: number, maxCellChars: number }} limits
 * @returns {{ row: number, values: string[] }[]}
 */
function readDelimitedText(bytes, encoding, { maxRows, maxColumns, maxCellChars }) {
  let text = decodeText(bytes, encoding);
  // Excel's "sep=;" first line names the delimiter.
  const declared = /^sep=(.)\r?\n/.exec(text);
  const delimiter = declared?.[1] ?? sniffDelimiter(text);
  if (declared) text = text.slice(declared[0].length);
  const splitter = delimiter.charCodeAt(0);
  const n = text.length;
  const rows = [];
  let i = 0;
  let record = 0;
  while (i < n && record < maxRows) {
    /** @type {string[]} */
    const values = [];
    for (;;) {
      let raw = '';
      if (text[i] === '"') {
        // Quoted: runs to the lone closing quote; "" is a quote; delimiters and line breaks are text.
        let from = i + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) {
            raw += text.slice(from);
            i = n;
            break;
          }
          if (text[quote + 1] === '"') {
            raw += text.slice(from, quote + 1);
            from = quote + 2;
            continue;
          }
          raw += text.slice(from, quote);
          i = quote + 1;
          break;
        }
      }
      let end = i;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === splitter || c === 10 || c === 13) break;
        end++;
      }
      raw += text.slice(i, end); // after a closing quote, what precedes the delimiter is kept
      i = end;
      if (values.length < maxColumns) values.push(cellText(raw, maxCellChars));
      if (text.charCodeAt(i) === splitter) {
        i++;
        if (i < n) continue;
        if (values.length < maxColumns) values.push('');
        break;
      }
      if (text.charCodeAt(i) === 13) i++;
      if (text.charCodeAt(i) === 10) i++;
      break;
    }
    record++;
    if (values.some((v) => v !== '')) rows.push({ row: record, values });
  }
  return rows;
}

module.exports = { readDelimitedText };
