import { z } from "zod/mini";

/** One resource code entry (spec §3 Permission). */
export const resCodeEntrySchema = z.object({ resCode: z.string() });
/** /func-res/list: codes of the user's role. */
export const roleAuthListSchema = z.object({ roleAuthList: z.array(resCodeEntrySchema) });
/** /func-res/dynamic-list: account-level codes. */
export const dynamicAuthListSchema = z.object({ dynamicAuthList: z.array(resCodeEntrySchema) });
