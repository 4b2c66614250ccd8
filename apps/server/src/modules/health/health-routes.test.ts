import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerHealthRoute, type HealthCheck } from "./health-routes.js";

async function healthOf(check: HealthCheck) {
  const app = Fastify({ logger: false });
  registerHealthRoute(app, check);
  const res = await app.inject({ method: "GET", url: "/healthz" });
  await app.close();
  return { status: res.statusCode, body: res.json() as unknown };
}

describe("GET /healthz", () => {
  it("answers 200 {status:'ok'} when the check passes", async () => {
    expect(await healthOf(async () => true)).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("answers 503 before migrations have run", async () => {
    expect(await healthOf(async () => false)).toEqual({ status: 503, body: { status: "unavailable" } });
  });

  it("issue 32: answers 503 {status:'draining'} once the instance drains, so the proxy sends no new connection", async () => {
    expect(await healthOf(async () => "draining")).toEqual({ status: 503, body: { status: "draining" } });
  });

  it("answers 503 when the database does not answer", async () => {
    const down = async (): Promise<boolean> => {
      throw new Error("connection refused");
    };
    expect(await healthOf(down)).toEqual({ status: 503, body: { status: "unavailable" } });
  });
});
