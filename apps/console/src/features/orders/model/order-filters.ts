import { ORDER_TYPE } from "@vms/licence-pricing";
import { RES } from "@vms/permissions";

/** The order record filters as the page holds them ("" = any). */
export interface OrderFilterValues {
  /** "" any, "1" cloud storage, "3" licence. */
  orderType: string;
  /** "" any, else an order status 1–6. */
  status: string;
  orderNo: string;
  /** "YYYY-MM-DD" (local day) or "". */
  from: string;
  to: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilterValues = { orderType: "", status: "", orderNo: "", from: "", to: "" };

/** The order types this user may see (spec §6: licence orders vms_licorder_qry, cloud orders vms_stgorder_qry). */
export function visibleOrderTypes(codes: readonly string[]): (1 | 3)[] {
  const types: (1 | 3)[] = [];
  if (codes.includes(RES.LICORDER_QRY)) types.push(ORDER_TYPE.LICENCE);
  if (codes.includes(RES.STGORDER_QRY)) types.push(ORDER_TYPE.CLOUD_STORAGE);
  return types;
}

/** Order types whose unpaid orders the user may cancel: those they may buy (issue 27). */
export function cancellableOrderTypes(codes: readonly string[]): (1 | 3)[] {
  const types: (1 | 3)[] = [];
  if (codes.includes(RES.LICENSE_MGR)) types.push(ORDER_TYPE.LICENCE);
  if (codes.includes(RES.CLOUDSTORAGE_MGR)) types.push(ORDER_TYPE.CLOUD_STORAGE);
  return types;
}

/** The /license-vas-tob-oder/page request part of the filters. */
export interface OrderFilterRequest {
  orderType?: 1 | 3;
  status?: number[];
  orderNo?: string;
  startTime?: number;
  endTime?: number;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).getTime();

/**
 * Filters → request. A user who may see one order type only always asks for that type; a chosen type
 * the user may not see is dropped (the server refuses it anyway). Days are whole local days, and a
 * range given backwards is swapped.
 */
export function toOrderFilterRequest(filters: OrderFilterValues, visible: readonly (1 | 3)[]): OrderFilterRequest {
  const request: OrderFilterRequest = {};
  const chosen = Number(filters.orderType);
  if (visible.length === 1) request.orderType = visible[0]!;
  else if (visible.includes(chosen as 1 | 3)) request.orderType = chosen as 1 | 3;
  if (filters.status) request.status = [Number(filters.status)];
  const orderNo = filters.orderNo.trim();
  if (orderNo) request.orderNo = orderNo;
  let [from, to] = [filters.from, filters.to];
  if (from && to && from > to) [from, to] = [to, from];
  if (from) request.startTime = dayStart(from);
  if (to) request.endTime = dayEnd(to);
  return request;
}
