// Holds the built console to bundle-budgets.json: per page, the first load (entry + modulepreloads)
// and everything the page loads (plus its lazy route chunks, the locale catalogue and the API
// client); the entry chunk; and every other chunk. Sizes are gzip-9 of a deterministic build, so
// a failure means the code grew, not noise. Exit 1 on any failure; `--report FILE` writes
// {passed, failed} for tooling/scripts/test-all.mjs, which counts each budget as a test.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measure } from "./bundle-measure.mjs";

const budgets = JSON.parse(readFileSync(fileURLToPath(new URL("../bundle-budgets.json", import.meta.url)), "utf8"));
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const { pages, entry, chunks } = measure();

/** One check: label, measured size, budget entry, and the chunks to name when it fails. */
const checks = [];
for (const [page, limits] of Object.entries(budgets.pages)) {
  const measured = pages[page];
  if (!measured) throw new Error(`bundle-budgets.json names ${page}, which scripts/bundle-measure.mjs does not measure`);
  const firstLoad = measured.rows.filter((r) => !r.lazy);
  checks.push({ label: `${page} first load`, size: measured.initial, budget: limits.firstLoad, rows: firstLoad });
  checks.push({ label: `${page} total`, size: measured.total, budget: limits.total, rows: measured.rows });
}
checks.push({ label: `entry chunk (${path.basename(entry.file)})`, size: entry.gzip, budget: budgets.entryChunk, rows: [entry] });

let failed = 0;
for (const { label, size, budget, rows } of checks) {
  if (size <= budget.limit) {
    console.log(`✓ ${label}: ${kB(size)} (budget ${kB(budget.limit)}, ${kB(budget.limit - size)} left)`);
    continue;
  }
  failed += 1;
  const growth = size - budget.measured;
  console.log(
    `✗ ${label}: ${kB(size)} is ${kB(size - budget.limit)} over its ${kB(budget.limit)} budget ` +
      `(${growth >= 0 ? "+" : ""}${kB(growth)} since the budget was set at ${kB(budget.measured)}); its largest chunks:`,
  );
  for (const r of rows.slice(0, 8)) console.log(`    ${kB(r.gzip).padStart(9)}  ${path.basename(r.file)}${r.lazy ? "  (lazy)" : ""}`);
}

// Every other chunk (lazy routes, shared vendor chunks) counts as one check.
const others = chunks.filter((c) => c.file !== entry.file);
const over = others.filter((c) => c.gzip > budgets.anyOtherChunk.limit);
if (over.length === 0) {
  console.log(`✓ every other chunk ≤ ${kB(budgets.anyOtherChunk.limit)} (${others.length} chunks, largest ${path.basename(others[0].file)} ${kB(others[0].gzip)})`);
} else {
  failed += 1;
  for (const c of over) console.log(`✗ chunk ${path.basename(c.file)}: ${kB(c.gzip)} is ${kB(c.gzip - budgets.anyOtherChunk.limit)} over the ${kB(budgets.anyOtherChunk.limit)} limit for one chunk`);
}
const passed = checks.length + 1 - failed;
console.log(`bundle budgets: ${passed} passed, ${failed} failed`);
if (failed) console.log("See `pnpm --filter @vms/console bundle-size` for every chunk; budgets live in apps/console/bundle-budgets.json.");

const reportAt = process.argv.indexOf("--report");
if (reportAt > 0) writeFileSync(process.argv[reportAt + 1], JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
