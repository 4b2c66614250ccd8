import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { WebSocket } from "ws";
import { createApiClient, type TreeSite } from "@vms/api-client";
const port = 45000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "wsexp-"));
const child = spawn(process.execPath, ["dist/main.js"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", VMS_DATA_DIR: dataDir, LOG_LEVEL: "warn", VMS_DEMO: "1", VMS_DEMO_EVENTS_PER_MIN: "0" }, stdio: "inherit" });
for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 250)); }
const s = await createApiClient({ baseUrl: base }).call("/user/login", { loginName: "admin@demo.local", password: "Demo-Pass-2026" });
const api = createApiClient({ baseUrl: base, getSession: () => ({ token: s.token, sid: s.sid }) });
let refs: { sn: string; chlIndex: number; stream: "sub" }[] = [];
while (refs.length < 16) {
  const { list } = await api.call("/merchant-site-chl/list", {});
  const devs = (list as TreeSite[]).flatMap((x) => x.devices).filter((d) => d.status === 1);
  refs = [];
  for (let r = 0; r < 4; r++) for (const d of devs) { const c = d.channels.filter((c) => c.status === 1)[r]; if (c) refs.push({ sn: d.sn, chlIndex: c.chlIndex, stream: "sub" }); }
  refs = refs.slice(0, 16);
  await new Promise((r) => setTimeout(r, 500));
}
async function round(serial: boolean) {
  const t0 = performance.now();
  const { list } = await api.call("/device/access-token/batch", { list: refs });
  const t1 = performance.now();
  const res: number[][] = [];
  const socks: WebSocket[] = [];
  const one = (a: (typeof list)[number]) => new Promise<void>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${a.path}`);
    socks.push(ws);
    const r = [performance.now() - t0];
    let n = 0;
    ws.on("open", () => { r.push(performance.now() - t0); ws.send(JSON.stringify({ type: "mse", value: "avc1.640029" })); if (serial) resolve(); });
    ws.on("message", (d, bin) => { if (!bin) return; n++; if (n === 2) { r.push(performance.now() - t0); res.push(r); if (!serial) resolve(); } });
  });
  if (serial) for (const a of list) await one(a); else await Promise.all(list.map(one));
  await new Promise((r) => setTimeout(r, 1500));
  console.log(serial ? "serial" : "parallel", "ticket", (t1 - t0).toFixed(0), JSON.stringify(res.map((r) => r.map((v) => Math.round(v)))));
  for (const w of socks) w.close();
  await new Promise((r) => setTimeout(r, 1500));
}
for (let i = 0; i < 2; i++) { await round(false); await round(true); }
child.kill("SIGTERM");
