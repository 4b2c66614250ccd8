// Prints the JavaScript each measured page loads, gzipped, chunk by chunk (see bundle-measure.mjs).
// Run after `vite build`; `bundle-budget.mjs` holds these figures to budgets.
import path from "node:path";
import { measure } from "./bundle-measure.mjs";

const kb = (n) => (n / 1000).toFixed(1).padStart(7);
const { pages, entry, chunks } = measure();
for (const [page, { initial, total, rows }] of Object.entries(pages)) {
  console.log(`\n${page}`);
  for (const r of rows) console.log(`${kb(r.raw)} kB raw ${kb(r.gzip)} kB gzip  ${path.basename(r.file)}${r.lazy ? "  (lazy)" : ""}`);
  console.log(`${rows.length} scripts, ${kb(total).trim()} kB gzip (first load ${kb(initial).trim()} kB, the rest lazy)`);
}
console.log(`\nentry chunk: ${path.basename(entry.file)} ${kb(entry.gzip).trim()} kB gzip`);
const lazy = chunks.find((c) => c.file !== entry.file);
console.log(`largest other chunk: ${path.basename(lazy.file)} ${kb(lazy.gzip).trim()} kB gzip`);
