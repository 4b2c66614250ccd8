import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium against the REAL built server (apps/server/dist) serving
// the built console (apps/console/dist). Build both first: `pnpm turbo run build`.
//
// Playwright evaluates this file in the runner and again in every worker; the port and the data
// directory go through the environment so all of them agree and only one directory is created.
// The port is VMS_E2E_PORT when set, else one the OS reports free right now.
process.env.VMS_E2E_PORT ??= freePort();
// The payment sandbox the server starts in demo mode gets a port of its own too (issue 15).
process.env.VMS_E2E_SANDBOX_PORT ??= freePort();
process.env.VMS_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "vms-console-e2e-"));
// Without SMTP the server writes every mail here; fixtures read e-mail codes from it (decision 0002).
process.env.VMS_E2E_OUTBOX_DIR = path.join(process.env.VMS_E2E_DATA_DIR, "outbox");

const port = Number(process.env.VMS_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e/specs",
  fullyParallel: true,
  // One server, one clock and shared per-IP rate limits (decision 0002): specs run one at a time.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The json reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says (the root test runner sets it),
  // else to test-results/e2e-report.json.
  reporter: [["list"], ["json", { outputDir: "test-results", fileName: "e2e-report.json" }]],
  use: {
    baseURL,
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node ../server/dist/main.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      VMS_DATA_DIR: process.env.VMS_E2E_DATA_DIR,
      VMS_DEMO: "1",
      // Decision 0002: the lock test reaches 5 failures without an image code in the way.
      VMS_CAPTCHA_AFTER_FAILS: "10",
      // Every spec signs in from 127.0.0.1: the per-IP limit (30 a minute) would refuse the suite itself.
      VMS_LOGIN_IP_PER_MINUTE: "1000",
      // Likewise the e-mail codes per IP per hour (20): sign-up, MFA and reset specs all send codes.
      VMS_CODE_IP_PER_HOUR: "1000",
      // Issue 13: a device offline 6 s (not 5 min) raises its health alarm, so the alerts spec can wait for it.
      VMS_OFFLINE_ALARM_MINUTES: "0.1",
      // Issue 15: the sandbox on its own port; a short payment countdown so the timeout spec ends in
      // under a minute (long enough to fill a card in the others).
      VMS_PAYMENT_SANDBOX_PORT: process.env.VMS_E2E_SANDBOX_PORT,
      VMS_PAYMENT_COUNTDOWN_SEC: "45",
      // Issue 12: short cloud segments, so the cloud playback spec finds a recording within seconds.
      VMS_CLOUD_SEGMENT_S: "6",
    },
  },
});

/** Asks the OS for an unused TCP port (synchronously: the config cannot await). */
function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}
