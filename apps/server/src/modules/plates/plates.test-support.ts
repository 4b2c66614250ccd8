import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestSession } from "../../test-support/api.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";

const run = promisify(execFile);

/** True when LibreOffice can be run (it writes the spreadsheets the import is tested with). */
export async function hasLibreOffice(): Promise<boolean> {
  try {
    await run("libreoffice", ["--version"], { timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/** Writes `csv` to a file and has LibreOffice convert it (spec: import files not written by SheetJS). */
export async function libreOfficeSheet(csv: string, format: "xlsx" | "xls" = "xlsx"): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vms-plates-lo-"));
  try {
    await writeFile(path.join(dir, "plates.csv"), csv, "utf8");
    // A profile of its own, so parallel runs do not share LibreOffice's lock.
    const profile = `file://${path.join(dir, "profile")}`;
    const filter = format === "xlsx" ? "xlsx" : "xls:MS Excel 97";
    await run(
      "libreoffice",
      [`-env:UserInstallation=${profile}`, "--headless", "--infilter=CSV:44,34,76,1", "--convert-to", filter, "--outdir", dir, path.join(dir, "plates.csv")],
      { timeout: 120_000 },
    );
    return await readFile(path.join(dir, `plates.${format}`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Uploads `file` to /vehicle-licence-plate/import as the console does (multipart: basic, data, file). */
export async function uploadPlates(baseUrl: string, session: TestSession, groupId: string, file: Buffer, filename: string) {
  const { basic, data } = JSON.parse(envelopeText({ groupId }, { token: session.token, sid: session.sid })) as { basic: unknown; data: unknown };
  const form = new FormData();
  form.set("basic", JSON.stringify(basic));
  form.set("data", JSON.stringify(data));
  form.set("file", new Blob([new Uint8Array(file)]), filename);
  const answer = await postRaw(baseUrl, "/vehicle-licence-plate/import", form, {});
  return { code: answer.json?.basic.code, data: answer.json?.data as { imported: number; total: number; errors: Array<{ row: number; column: string | null; reason: string }> } };
}
