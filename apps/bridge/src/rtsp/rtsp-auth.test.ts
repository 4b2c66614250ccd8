import { describe, expect, it } from "vitest";
import { Authenticator, digestAuthorization, parseChallenges, pickChallenge } from "./rtsp-auth.js";

describe("digestAuthorization", () => {
  it("computes RFC 2617's own example (qop=auth, MD5)", () => {
    const header = digestAuthorization(
      { realm: "testrealm@host.com", qop: "auth,auth-int", nonce: "dcd98b7102dd2f0e8b11d0f600bfb0c093", opaque: "5ccc069c403ebaf9f0171e9517f40e41" },
      { username: "Mufasa", password: "Circle Of Life", method: "GET", uri: "/dir/index.html", nc: 1, cnonce: "0a4f113b" },
    );
    expect(header).toContain('response="6629fae49393a05397450978507c4ef1"');
    expect(header).toContain("qop=auth, nc=00000001, cnonce=\"0a4f113b\"");
    expect(header).toContain('opaque="5ccc069c403ebaf9f0171e9517f40e41"');
  });

  it("answers a challenge without qop as RFC 2069 (MD5 of HA1:nonce:HA2)", () => {
    // HA1 = md5("Mufasa:testrealm@host.com:Circle Of Life") = 939e7578ed9e3c518a452acee763bce9
    // HA2 = md5("GET:/dir/index.html") = 39aff3a2bab6126f332b942af96d3366
    const header = digestAuthorization(
      { realm: "testrealm@host.com", nonce: "dcd98b7102dd2f0e8b11d0f600bfb0c093" },
      { username: "Mufasa", password: "Circle Of Life", method: "GET", uri: "/dir/index.html", nc: 1, cnonce: "x" },
    );
    expect(header).toContain('response="670fd8c2df070c60b045671b8b24ff02"');
    expect(header).not.toContain("qop");
  });

  it("computes RFC 7616's SHA-256 example", () => {
    const header = digestAuthorization(
      { realm: "http-auth@example.org", qop: "auth, auth-int", algorithm: "SHA-256", nonce: "7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v", opaque: "FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS" },
      { username: "Mufasa", password: "Circle of Life", method: "GET", uri: "/dir/index.html", nc: 1, cnonce: "f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ" },
    );
    expect(header).toContain('response="753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1"');
  });
});

describe("challenges", () => {
  it("parses several WWW-Authenticate headers and prefers Digest", () => {
    const list = parseChallenges(['Basic realm="cam"', 'Digest realm="IP Camera(C2D12)", nonce="a1b2", stale="FALSE"']);
    expect(list).toHaveLength(2);
    const chosen = pickChallenge(list);
    expect(chosen?.scheme).toBe("digest");
    expect(chosen?.params).toMatchObject({ realm: "IP Camera(C2D12)", nonce: "a1b2", stale: "FALSE" });
  });

  it("falls back to Basic, and Basic sends base64 user:password", () => {
    const chosen = pickChallenge(parseChallenges(['Basic realm="cam"']));
    expect(new Authenticator(chosen!, "admin", "12345").header("DESCRIBE", "rtsp://x/")).toBe("Basic YWRtaW46MTIzNDU=");
  });

  it("counts the nonce uses (nc) across requests", () => {
    const auth = new Authenticator({ scheme: "digest", params: { realm: "r", nonce: "n", qop: "auth" } }, "u", "p");
    expect(auth.header("DESCRIBE", "rtsp://x/")).toContain("nc=00000001");
    expect(auth.header("SETUP", "rtsp://x/t")).toContain("nc=00000002");
  });
});
