import { and, asc, count, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { likeOf } from "../../db/like.js";
import { devices } from "../../db/schema/index.js";
import { rolledUpTotal, type FilterShape } from "./device-count.js";
import { ownColumns, type DeviceFilter } from "./device-columns.js";

/**
 * The asset page's statements, prepared once per filter shape (which optional filters are set):
 * at most 16 page statements and 8 total statements. Values travel as placeholders, so the SQL is
 * built once per process and, on PostgreSQL, parsed and planned once per connection (named).
 */
interface PageShape extends FilterShape {
  keyword: boolean;
}

const shapeOf = (filter: DeviceFilter): PageShape => ({
  sites: filter.siteIds !== null,
  types: (filter.devTypes?.length ?? 0) > 0,
  status: filter.status !== undefined,
  keyword: Boolean(filter.keyword?.trim()),
});

const keyOf = (shape: PageShape) => `${+shape.sites}${+shape.types}${+shape.status}${+shape.keyword}`;

/** The WHERE of a shape, organization first (every query is scoped by it). */
function whereOf(shape: PageShape): SQL {
  const parts: SQL[] = [sql`${devices.orgId} = ${sql.placeholder("orgId")}`];
  if (shape.sites) parts.push(sql`${devices.siteId} = any(${sql.placeholder("siteIds")})`);
  if (shape.types) parts.push(sql`${devices.devType} = any(${sql.placeholder("devTypes")})`);
  if (shape.status) parts.push(sql`${devices.status} = ${sql.placeholder("status")}`);
  if (shape.keyword) parts.push(or(ilike(devices.name, sql.placeholder("like")), ilike(devices.sn, sql.placeholder("like")))!);
  return and(...parts)!;
}

/** The placeholder values of a filter. */
function valuesOf(filter: DeviceFilter): Record<string, unknown> {
  return {
    orgId: filter.orgId,
    siteIds: filter.siteIds,
    devTypes: filter.devTypes,
    status: filter.status,
    like: likeOf(filter.keyword?.trim() ?? ""),
  };
}

/** Builds the prepared statements of the asset page lazily. */
export function createDevicePageQuery(db: AppDatabase) {
  const buildPage = (shape: PageShape) => {
    // A keyword search reads every row of the organization anyway: it counts in the same pass.
    const total = shape.keyword ? sql<number>`count(*) over ()` : rolledUpTotal(shape);
    return db
      .select({ ...ownColumns, total: total.mapWith(Number) })
      .from(devices)
      .where(whereOf(shape))
      .orderBy(asc(devices.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`vms_device_page_${keyOf(shape)}`);
  };
  const buildTotal = (shape: PageShape) =>
    shape.keyword
      ? db.select({ n: count() }).from(devices).where(whereOf(shape)).prepare(`vms_device_total_${keyOf(shape)}`)
      : db.select({ n: rolledUpTotal(shape).mapWith(Number) }).from(sql`(select 1) as one`).prepare(`vms_device_total_${keyOf(shape)}`);
  const pages = new Map<string, ReturnType<typeof buildPage>>();
  const totals = new Map<string, ReturnType<typeof buildTotal>>();

  return {
    /** One page in id order, each row with the filter's total. */
    rows(filter: DeviceFilter, limit: number, offset: number) {
      const shape = shapeOf(filter);
      const key = keyOf(shape);
      let statement = pages.get(key);
      if (!statement) pages.set(key, (statement = buildPage(shape)));
      return statement.execute({ ...valuesOf(filter), limit, offset });
    },
    /** The filter's total alone (a page past the end has no row to carry it). */
    async total(filter: DeviceFilter): Promise<number> {
      const shape = shapeOf(filter);
      const key = keyOf(shape);
      let statement = totals.get(key);
      if (!statement) totals.set(key, (statement = buildTotal(shape)));
      const [row] = await statement.execute(valuesOf(filter));
      return row?.n ?? 0;
    },
  };
}
