import { describe, expect, it } from "vitest";
import { renderInviteMail } from "./invite-mail.js";

const input = { orgName: "Acme <Ltd>", link: "https://vms.example/user-register/i/u", kind: 1 as const, hours: 72 };

describe("invitation mail", () => {
  it("§4: the link stands alone on its own line and in #invite-link; the HTML escapes the organization name", () => {
    const mail = renderInviteMail("en-US", input);
    expect(mail.subject).toBe("You are invited to Acme <Ltd> on VMS Console");
    expect(mail.text.split("\n")).toContain(input.link);
    expect(mail.text).toContain("valid for 72 hours");
    expect(mail.html).toContain(`<a id="invite-link" href="${input.link}">`);
    expect(mail.html).toContain("Acme &lt;Ltd&gt;");
    expect(mail.html).not.toContain("Acme <Ltd>");
  });

  it("§1: the mail is translated (zh-CN), the company invitation has its own words", () => {
    const zh = renderInviteMail("zh-CN", input);
    expect(zh.subject).toBe("您受邀加入 VMS Console 上的 Acme <Ltd>");
    expect(zh.text).toContain("72 小时");
    const company = renderInviteMail("en-US", { ...input, kind: 2 });
    expect(company.subject).toBe("Register your organization on VMS Console");
    expect(company.text.split("\n")).toContain(input.link);
  });
});
