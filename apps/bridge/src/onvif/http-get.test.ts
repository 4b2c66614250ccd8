import { afterEach, describe, expect, it } from "vitest";
import { httpGet } from "./http-get.js";
import { OnvifResponder, SNAPSHOT_JPEG } from "./onvif-responder.test-support.js";

const CREDENTIALS = { username: "viewer", password: "s3cret:pw" };
let responder: OnvifResponder;

afterEach(async () => {
  await responder.close();
});

describe("httpGet", () => {
  it("answers a Digest challenge", async () => {
    responder = await OnvifResponder.start(CREDENTIALS);
    expect((await httpGet(responder.snapshotUri, CREDENTIALS)).equals(SNAPSHOT_JPEG)).toBe(true);
  });

  it("answers a Basic challenge, with the credentials of the URL when none are given", async () => {
    responder = await OnvifResponder.start({ ...CREDENTIALS, snapshotAuth: "basic" });
    expect((await httpGet(responder.snapshotUri, CREDENTIALS)).equals(SNAPSHOT_JPEG)).toBe(true);
    const url = new URL(responder.snapshotUri);
    url.username = CREDENTIALS.username;
    url.password = encodeURIComponent(CREDENTIALS.password);
    expect((await httpGet(url.toString(), {})).equals(SNAPSHOT_JPEG)).toBe(true);
  });

  it("fails with the status when the credentials are wrong", async () => {
    responder = await OnvifResponder.start(CREDENTIALS);
    await expect(httpGet(responder.snapshotUri, { username: "viewer", password: "nope" })).rejects.toThrow(/HTTP 401/);
    await expect(httpGet(responder.snapshotUri, {})).rejects.toThrow(/HTTP 401/);
  });
});
