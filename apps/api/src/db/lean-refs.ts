/**
 * What `populate` does for lean reads, for any number of reference fields at once: `read` gets the
 * ids (nulls and repeats dropped, as strings) and reads those documents in one query with the fields
 * wanted; the answer is by id. An id that names no document is simply absent, as populate leaves it
 * null. No ids, no query.
 */
export async function refsById<T extends { _id: unknown }>(
  ids: readonly unknown[],
  read: (ids: string[]) => PromiseLike<T[]>,
): Promise<Map<string, T>> {
  const wanted = [...new Set(ids.filter(Boolean).map(String))];
  if (wanted.length === 0) return new Map();
  const docs = await read(wanted);
  return new Map(docs.map((doc) => [String(doc._id), doc]));
}

/** A Date as the contract sends it (ISO string), null kept null. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
