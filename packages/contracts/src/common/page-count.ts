/** Page arithmetic without zod (every paginated screen's footer). */
export const MAX_PAGE_SIZE = 200;

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
