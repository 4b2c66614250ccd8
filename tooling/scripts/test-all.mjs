// Second README command: every suite (unit, integration, bundle budgets, e2e in Chromium, Storybook build),
// ending with one line "N passed, N failed" that sums them all.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT, checkNode, ensurePnpm, run } from "./pnpm.mjs";

checkNode();
const pnpm = ensurePnpm();
const results = [];
// Names of failed tests, printed again at the very end: CI shows only the tail of a long run.
const failures = [];
// Wall time per step, so a CI run that nears its time limit says where the time went.
const startedAt = Date.now();
let stepStartedAt = startedAt;
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;
const begin = (label) => {
  stepStartedAt = Date.now();
  console.log(`\n[test-all] ${label}`);
};
const record = (suite, passed, failed, note = "", took = seconds(stepStartedAt)) => {
  results.push({ suite, passed, failed, note, took });
  console.log(`\n[test-all] ${suite}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ""}\n`);
};

/** A step that must succeed before tests can mean anything. */
function mustRun(label, args, env) {
  begin(label);
  if (run(pnpm, args, { env }) !== 0) {
    record(label, 0, 1);
    finish();
  }
}

const workspaceDirs = ["apps", "packages"].flatMap((group) =>
  readdirSync(path.join(ROOT, group)).map((d) => path.join(ROOT, group, d)).filter((d) => existsSync(path.join(d, "package.json"))),
);
const VITEST_JSON = ".vitest-result.json";

mustRun("install", ["install", "--frozen-lockfile"]);
mustRun("build", ["turbo", "run", "build", "--concurrency=2"]);

// Static checks count as one test per package.
for (const task of ["typecheck", "lint"]) {
  begin(task);
  const status = run(pnpm, ["turbo", "run", task, "--concurrency=2", "--continue"]);
  record(task, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

// Repo-wide checks, one test each: no unused file, export or dependency (knip); no import cycle (madge).
for (const [label, script] of [["knip", "knip"], ["import cycles", "cycles"]]) {
  begin(label);
  const status = run(pnpm, ["run", script]);
  record(label, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

// Bundle budgets over the console built above (apps/console/bundle-budgets.json): one test per budget.
{
  begin("bundle budgets");
  const report = path.join(ROOT, "apps/console/test-results/bundle-budget.json");
  rmSync(report, { force: true });
  mkdirSync(path.dirname(report), { recursive: true });
  run(process.execPath, ["apps/console/scripts/bundle-budget.mjs", "--report", report]);
  if (!existsSync(report)) record("bundle budgets", 0, 1, "no report: the check crashed");
  else {
    const { passed, failed } = JSON.parse(readFileSync(report, "utf8"));
    record("bundle budgets", passed, failed);
  }
}

// Unit and integration tests (vitest in every package), counted from JSON reports.
for (const dir of workspaceDirs) rmSync(path.join(dir, VITEST_JSON), { force: true });
begin("vitest (unit + integration)");
run(pnpm, ["turbo", "run", "test", "--force", "--concurrency=1", "--continue", "--", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_JSON}`]);
for (const dir of workspaceDirs) {
  const name = path.relative(ROOT, dir);
  const file = path.join(dir, VITEST_JSON);
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  if (!pkg.scripts?.test) continue;
  if (!existsSync(file)) {
    record(`vitest ${name}`, 0, 1, "no report: the suite crashed");
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  // A file that failed without any test result (an import error) counts as one failure.
  let suiteErrors = 0;
  for (const r of report.testResults ?? []) {
    const tests = r.assertionResults ?? [];
    const failedTests = tests.filter((t) => t.status === "failed");
    const testFile = path.relative(dir, r.name);
    if (r.status === "failed" && tests.length === 0) suiteErrors += 1;
    // A failed file without a failed test (import or hook error) is named with its own message.
    if (r.status === "failed" && failedTests.length === 0) failures.push(`${name}: ${testFile}: ${firstLine(r.message)}`);
    for (const t of failedTests) failures.push(`${name}: ${testFile} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
  const ended = Math.max(report.startTime, ...(report.testResults ?? []).map((r) => r.endTime ?? 0));
  const took = `${Math.round((ended - report.startTime) / 1000)} s`;
  record(`vitest ${name}`, report.numPassedTests, report.numFailedTests + suiteErrors, report.numPendingTests ? `${report.numPendingTests} skipped` : "", took);
}

// The server's dual-engine suites: count their PostgreSQL half, and fail when it was required
// (VMS_REQUIRE_POSTGRES=1, set by .ci/run where PostgreSQL is installed) but did not run.
{
  const file = path.join(ROOT, "apps/server", VITEST_JSON);
  const tests = existsSync(file)
    ? JSON.parse(readFileSync(file, "utf8")).testResults.flatMap((r) => r.assertionResults ?? [])
    : [];
  const onPostgres = tests.filter((t) => (t.ancestorTitles ?? []).some((title) => title.endsWith("[PostgreSQL]")));
  const ran = onPostgres.filter((t) => t.status === "passed" || t.status === "failed").length;
  const skipped = onPostgres.length - ran;
  console.log(`\n[test-all] PostgreSQL suite: ${ran} tests ran, ${skipped} skipped\n`);
  if (process.env.VMS_REQUIRE_POSTGRES === "1" && (ran === 0 || skipped > 0)) {
    record("PostgreSQL suite (VMS_REQUIRE_POSTGRES=1)", 0, 1, `${ran} ran, ${skipped} skipped`);
  }
}

// End to end in real Chromium against the real built server.
{
  begin("playwright e2e");
  const out = path.join(ROOT, "apps/console/test-results/e2e-report.json");
  rmSync(out, { force: true });
  run(pnpm, ["--filter", "@vms/console", "e2e"], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  if (!existsSync(out)) record("e2e", 0, 1, "no report: Playwright crashed");
  else {
    const report = JSON.parse(readFileSync(out, "utf8"));
    const { stats } = report;
    for (const spec of playwrightSpecs(report.suites ?? [])) {
      if (spec.ok) continue;
      const failed = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error || r.errors?.length);
      const error = failed?.error?.message ?? failed?.errors?.[0]?.message;
      failures.push(`e2e: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
    }
    record("e2e", stats.expected + stats.flaky, stats.unexpected, stats.skipped ? `${stats.skipped} skipped` : "");
  }
}

// Storybook must build.
{
  begin("storybook build");
  const status = run(pnpm, ["--filter", "@vms/ui-kit", "build-storybook"]);
  record("storybook build", status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

finish();

function firstLine(text) {
  // Failure messages carry ANSI colours and stack traces; the first line says what went wrong.
  return String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim()) ?? "";
}

function playwrightSpecs(suites) {
  return suites.flatMap((s) => [...(s.specs ?? []), ...playwrightSpecs(s.suites ?? [])]);
}

function finish() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log("\n[test-all] summary");
  for (const r of results) console.log(`  ${r.failed ? "✗" : "✓"} ${r.suite}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ""} [${r.took}]`);
  if (failures.length) {
    console.log("[test-all] failed tests");
    for (const f of failures) console.log(`  ✗ ${f.slice(0, 400)}`);
  }
  console.log(`[test-all] took ${seconds(startedAt)} in all`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
