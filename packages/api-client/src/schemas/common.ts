import { z } from "zod";
import { PAGE_SIZES } from "../constants.js";

/** Request `data` of a call that takes nothing. */
export const emptySchema = z.object({});

/** Response `data` of a call that returns nothing. */
export const emptyResultSchema = z.object({});

/** Paging input: sizes 10, 20, 50, 100 (spec §9). */
export const pageQuerySchema = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.union([z.literal(PAGE_SIZES[0]), z.literal(PAGE_SIZES[1]), z.literal(PAGE_SIZES[2]), z.literal(PAGE_SIZES[3])]).default(10),
});

/** A page of items with the total count. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int().nonnegative(), list: z.array(item) });
}
