import { describe, expect, it } from "vitest";
import { haproxyConfig, liveWsBases, upMembers } from "./cluster-proxy.js";

const members = [
  { id: "inst-1", port: 41001 },
  { id: "inst-2", port: 41002 },
];

describe("cluster proxy (issue 32 'Front')", () => {
  it("names every instance, the answering one included, by a full origin through the proxy", () => {
    expect(liveWsBases("http://127.0.0.1:8090", members)).toBe("inst-1=ws://127.0.0.1:8090/i/inst-1,inst-2=ws://127.0.0.1:8090/i/inst-2");
  });

  it("balances over the healthy instances and routes /i/<id>/ to that instance only, prefix removed", () => {
    const config = haproxyConfig({ bind: "127.0.0.1", port: 8090, members });
    expect(config).toContain("bind 127.0.0.1:8090");
    expect(config).toMatch(/backend instances\n {2}balance roundrobin\n {2}option httpchk GET \/healthz\n {2}http-check expect status 200\n {2}server inst-1 127\.0\.0\.1:41001 check[^\n]*\n {2}server inst-2 127\.0\.0\.1:41002 check/);
    expect(config).toContain("acl is_member_inst-2 path_beg /i/inst-2/\n  use_backend member_inst-2 if is_member_inst-2");
    expect(config).toMatch(/backend member_inst-2\n[^]*replace-path \/i\/\[\^\/\]\+\(\/\.\*\) \\1\n {2}server inst-2 127\.0\.0\.1:41002 check/);
    // WebSockets (devices, consoles, video) stay open as tunnels.
    expect(config).toContain("timeout tunnel 1h");
  });

  it("reads which instances are up from HAProxy's stats CSV", () => {
    const csv = ["# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status", "instances,inst-1,0,0,0,0,,0,0,0,,0,,0,0,0,0,UP", "instances,inst-2,0,0,0,0,,0,0,0,,0,,0,0,0,0,DOWN", "instances,BACKEND,0,0,0,0,,0,0,0,,0,,0,0,0,0,UP", "member_inst-1,inst-1,0,0,0,0,,0,0,0,,0,,0,0,0,0,UP"].join("\n");
    expect(upMembers(csv)).toEqual(["inst-1"]);
  });
});
