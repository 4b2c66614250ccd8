/** Which page of a list: 1-based `pageNum` of `pageSize` rows. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** Rows to skip before the page. */
export const pageOffset = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/** A Drizzle select that can still take `.limit().offset()`. */
interface LimitableSelect<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * One page of `rows` and the `total` of all matching rows. `count` is a select of `{ n: count() }`
 * over the same filter; Drizzle runs neither query before it is awaited here.
 */
export async function pagedSelect<T>(
  page: PageRequest,
  count: PromiseLike<Array<{ n: number }>>,
  rows: LimitableSelect<T>,
): Promise<{ total: number; rows: T[] }> {
  const [total] = await count;
  const list = await rows.limit(page.pageSize).offset(pageOffset(page));
  return { total: total?.n ?? 0, rows: list };
}
