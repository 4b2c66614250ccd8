import { z } from "zod/mini";
import { PAGE_SIZES } from "../constants.js";
import { MAX_REQUEST_INT } from "./primitives.js";

/** Request `data` of a call that takes nothing. */
export const emptySchema = z.object({});

/** Response `data` of a call that returns nothing. */
export const emptyResultSchema = z.object({});

/** Paging input: sizes 10, 20, 50, 100 (spec §9); page numbers up to MAX_REQUEST_INT. */
export const pageQuerySchema = z.object({
  pageNum: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REQUEST_INT)), 1),
  pageSize: z._default(z.union([z.literal(PAGE_SIZES[0]), z.literal(PAGE_SIZES[1]), z.literal(PAGE_SIZES[2]), z.literal(PAGE_SIZES[3])]), 10),
});

/** A page of items with the total count. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ total: z.number().check(z.int(), z.nonnegative()), list: z.array(item) });
}
