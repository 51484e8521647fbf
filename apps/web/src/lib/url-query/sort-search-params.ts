/**
 * One filter state is one URL: keys in a fixed (sorted) order, whatever order they were set in.
 * Given to the NuqsAdapter (app providers) and to every serializer. Its own module, so the initial
 * bundle does not take the parsers along with it.
 */
export function sortSearchParams(search: URLSearchParams) {
  search.sort();
  return search;
}
