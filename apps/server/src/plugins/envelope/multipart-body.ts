import { Code, HTTP_PAYLOAD_TOO_LARGE } from "@vms/api-client";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../core/app-error.js";
import type { UploadedFile } from "../../core/handler-table.js";
import { parseMultipartEnvelope, type ParsedEnvelope } from "./request-checks.js";

/** Size caps of a multipart upload (spec §9: logo < 500 KB, avatar < 2 MB; imports are larger). */
export interface UploadLimits {
  /** Largest file part in bytes. */
  fileSize: number;
  /** Most file parts per request. */
  files: number;
  /** Largest `basic`/`data` field in bytes. */
  fieldSize: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  fileSize: 10 * 1024 * 1024,
  files: 8,
  fieldSize: 1024 * 1024,
};

/** A verified upload: the envelope plus its files. */
export interface MultipartEnvelope {
  envelope: ParsedEnvelope;
  files: UploadedFile[];
}

const ENVELOPE_FIELDS = new Set(["basic", "data"]);

/**
 * Reads a multipart upload sent by the api-client's `upload()`: text fields `basic` and `data`
 * first, then file parts. `verify` (freshness, token, signature, nonce) runs as soon as the
 * first file part arrives, before any file is buffered, so strangers cannot make the server
 * hold their files. Any other text field, a repeated field, or a file before the envelope
 * fields is malformed (1000); a too-large part is 1000 with HTTP 413.
 */
export async function readMultipartEnvelope(
  request: FastifyRequest,
  limits: UploadLimits,
  verify: (envelope: ParsedEnvelope) => Promise<void>,
): Promise<MultipartEnvelope> {
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  const state: { envelope: ParsedEnvelope | null } = { envelope: null };

  const verifyOnce = async (): Promise<ParsedEnvelope> => {
    if (!state.envelope) {
      const envelope = parseMultipartEnvelope(fields.get("basic"), fields.get("data"));
      await verify(envelope);
      state.envelope = envelope;
    }
    return state.envelope;
  };

  const parts = request.parts({
    // `fields` is only a backstop: unknown fields are refused below with a clearer code.
    limits: { fileSize: limits.fileSize, files: limits.files, fieldSize: limits.fieldSize, fields: 8 },
  });
  for (;;) {
    const next = await streamStep(() => parts.next());
    if (next.done) break;
    const part = next.value;
    if (part.type === "field") {
      if (state.envelope || !ENVELOPE_FIELDS.has(part.fieldname) || fields.has(part.fieldname)) {
        throw new AppError(Code.MALFORMED);
      }
      if (part.valueTruncated) throw new AppError(Code.MALFORMED, null, { httpStatus: 413 });
      if (typeof part.value !== "string") throw new AppError(Code.MALFORMED);
      fields.set(part.fieldname, part.value);
      continue;
    }
    await verifyOnce();
    const data = await streamStep(() => part.toBuffer());
    files.push({ fieldName: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
  }
  return { envelope: await verifyOnce(), files };
}

/**
 * Runs one read of the request stream. Whatever fails there (limits, a truncated or garbled
 * form) is the client's doing, so it becomes 1000 (HTTP 413 for size limits), never a 500.
 */
async function streamStep<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: unknown } | null)?.statusCode;
    throw new AppError(Code.MALFORMED, null, { httpStatus: status === HTTP_PAYLOAD_TOO_LARGE ? HTTP_PAYLOAD_TOO_LARGE : 200 });
  }
}
