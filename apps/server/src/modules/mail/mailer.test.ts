import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { listOutbox, readLatestMail, readMail } from "@vms/test-support";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordingLogger, startSmtpReceiver, unusedPort } from "../../test-support/smtp-receiver.js";
import { testConfig } from "../../test-support/test-server.js";
import { renderCodeMail } from "./code-mail.js";
import { createMailer } from "./mailer.js";

/** The code as a reader finds it: alone on its own line. */
const codeLine = (text: string) => /^(\d{6})$/m.exec(text)?.[1];

describe("mailer over SMTP (real smtp-server receiver)", () => {
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    receiver = await startSmtpReceiver({ user: "mailer", pass: "s3cret" });
  });
  afterAll(async () => {
    await receiver.close();
  });

  it("decision 0002: sends a zh-CN code mail with the URL's credentials; To, decoded Subject and the code arrive", async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer(
      testConfig({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${receiver.port}`, smtpFrom: "Cameras <cameras@example.com>" }),
      log,
    );
    const rendered = renderCodeMail("zh-CN", { code: "482915", purpose: "REGISTER", minutes: 10 });
    await mailer.send({ to: "li.lei@example.com", ...rendered });

    const got = receiver.received.at(-1)!;
    expect(got.to).toEqual(["li.lei@example.com"]);
    expect(got.from).toBe("cameras@example.com");
    expect(got.user).toBe("mailer");
    // Non-ASCII subject travels RFC 2047-encoded and decodes back.
    expect(got.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    const mail = await readMail(got.raw);
    expect(mail.to).toBe("li.lei@example.com");
    expect(mail.subject).toBe("您的 VMS Console 注册验证码");
    expect(codeLine(mail.text)).toBe("482915");
    expect(mail.html).toMatch(/<p id="verification-code"[^>]*>\n482915\n<\/p>/);
    // The code is in the raw message as plain ASCII on its own line (quoted-printable, never base64).
    expect(got.raw).toMatch(/^482915\r$/m);
    expect(lines()).not.toContain("482915");
    expect(lines()).not.toContain("s3cret");
  });

  it("rejects when the credentials are wrong, without logging them", async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer(testConfig({ smtpUrl: `smtp://mailer:Wr0ngPass@127.0.0.1:${receiver.port}` }), log);
    await expect(mailer.send({ to: "a@example.com", subject: "s", text: "t" })).rejects.toThrow(/Invalid username or password/);
    expect(lines()).toContain("mail could not be sent");
    expect(lines()).not.toContain("Wr0ngPass");
    expect(lines()).not.toContain(Buffer.from("\0mailer\0Wr0ngPass").toString("base64"));
  });

  it("rejects when the SMTP server is down, and logs no body or password", async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer(testConfig({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${await unusedPort()}` }), log);
    await expect(mailer.send({ to: "a@example.com", subject: "s", text: "code 111222" })).rejects.toThrow(/ECONNREFUSED|connect/i);
    expect(lines()).toContain("mail could not be sent");
    expect(lines()).not.toContain("111222");
    expect(lines()).not.toContain("s3cret");
  });
});

describe("mailer without SMTP (outbox)", () => {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-mail-test-"));
  });
  afterEach(async () => {
    await rm(path.join(dataDir, "outbox"), { recursive: true, force: true });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const outbox = () => path.join(dataDir, "outbox");

  it("decision 0002: writes an RFC 822 .eml that readLatestMail parses (subject decoded, code on its own line)", async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer(testConfig({ dataDir }), log);
    await mailer.send({ to: "Wang.Fang@Example.com", ...renderCodeMail("zh-CN", { code: "907311", purpose: "RESET_PASSWORD", minutes: 10 }) });

    const files = await listOutbox(outbox());
    expect(files).toHaveLength(1);
    expect(path.basename(files[0]!)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{6}-Wang\.Fang@Example\.com\.eml$/);
    const raw = await readFile(files[0]!, "utf8");
    expect(raw).toMatch(/^From: VMS Console <no-reply@vms\.local>\r$/m);
    expect(raw).toMatch(/^Message-ID: <.+>\r$/m);
    expect(raw).toMatch(/^Date: .+\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^907311\r$/m);
    expect((await stat(files[0]!)).mode & 0o077).toBe(0);

    const mail = await readLatestMail(outbox(), "wang.fang@example.com");
    expect(mail).toMatchObject({ to: "wang.fang@example.com", subject: "您的 VMS Console 密码重置验证码", file: files[0] });
    expect(codeLine(mail!.text)).toBe("907311");
    expect(mail!.html).toContain('id="verification-code"');
    expect(Math.abs(mail!.date!.getTime() - Date.now())).toBeLessThan(60_000);

    expect(lines()).toContain(`mail written to outbox ${files[0]}`);
    expect(lines()).not.toContain("907311");
  });

  it("readLatestMail picks the newest mail for that address only", async () => {
    const mailer = createMailer(testConfig({ dataDir }), recordingLogger().log);
    await mailer.send({ to: "a@example.com", subject: "first", text: "1" });
    await mailer.send({ to: "b@example.com", subject: "other", text: "2" });
    await mailer.send({ to: "a@example.com", subject: "second", text: "3" });
    expect((await readLatestMail(outbox(), "A@example.com"))?.subject).toBe("second");
    expect((await readLatestMail(outbox(), "b@example.com"))?.text).toBe("2");
    expect(await readLatestMail(outbox(), "nobody@example.com")).toBeNull();
    expect(await listOutbox(outbox())).toHaveLength(3);
  });

  it("sanitises the recipient in the file name and reads an empty outbox as empty", async () => {
    expect(await listOutbox(outbox())).toEqual([]);
    const mailer = createMailer(testConfig({ dataDir }), recordingLogger().log);
    await mailer.send({ to: "weird/../name@example.com", subject: "s", text: "t" });
    const [file] = await listOutbox(outbox());
    expect(path.dirname(file!)).toBe(outbox());
    expect(path.basename(file!)).toMatch(/-weird_\.\._name@example\.com\.eml$/);
  });
});
