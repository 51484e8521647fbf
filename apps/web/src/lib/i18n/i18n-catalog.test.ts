import fs from 'node:fs';
import path from 'node:path';
import { ar } from './ar';
import { en } from './en';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value as object, `${prefix}${key}.`),
  );
}
const base = (key: string) => key.replace(PLURAL, '');

const SRC = path.resolve(__dirname, '../..');
const CONTRACTS = path.resolve(__dirname, '../../../../../packages/contracts/src');
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}
const code = [...sources(SRC), ...sources(CONTRACTS)].join('\n');

/** A key is used when it appears quoted in the source, or its section is read with a template (`labels.status.${s}`). */
const dynamicPrefixes = [...code.matchAll(/`([a-zA-Z.]+\.)\$\{/g)].map((m) => m[1]!);
const englishTexts = en.messages as Record<string, string>;
function isUsed(key: string): boolean {
  if (code.includes(`'${key}'`) || code.includes(`"${key}"`)) return true;
  if (dynamicPrefixes.some((prefix) => key.startsWith(prefix) && !key.slice(prefix.length).includes('.'))) return true;
  // `messages.*` are English sentences from models and contracts, translated where they are shown.
  const name = key.startsWith('messages.') ? key.slice('messages.'.length) : null;
  const text = name ? englishTexts[name] : undefined;
  if (text?.includes('{{')) return builtIn(text);
  return Boolean(text && (code.includes(`'${text}'`) || code.includes(`"${text}"`) || code.includes(`\`${text}\``)));
}
/** A message with placeholders ("At most {{max}} characters") is built by a template literal (`At most ${max} characters`). */
function builtIn(text: string): boolean {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escape)
    .join('\\$\\{[^`]+?\\}');
  return new RegExp(`\`${source}\``).test(code);
}

describe('catalogs', () => {
  const english = flatten(en);
  const arabic = new Set(flatten(ar).map(base));

  it('has every English key in Arabic', () => {
    expect(english.map(base).filter((key) => !arabic.has(key))).toEqual([]);
  });

  it('has no Arabic key that English lacks', () => {
    const known = new Set(english.map(base));
    expect([...arabic].filter((key) => !known.has(key))).toEqual([]);
  });

  it('uses every key somewhere in the source', () => {
    expect([...new Set(english.map(base))].filter((key) => !isUsed(key))).toEqual([]);
  });

  it('has no empty Arabic text', () => {
    const empty = (catalog: object): boolean =>
      Object.values(catalog).some((value) => (typeof value === 'string' ? !value.trim() : empty(value as object)));
    expect(empty(ar)).toBe(false);
  });
});
