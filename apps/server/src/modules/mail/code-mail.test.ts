import { LOCALES } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { renderCodeMail, type CodeMailPurpose } from "./code-mail.js";
import { escapeHtml } from "./mail-layout.js";

const PURPOSES: CodeMailPurpose[] = ["REGISTER", "DBL_CHECK", "RESET_PASSWORD", "MFA_SETUP"];

describe("renderCodeMail", () => {
  it.each(LOCALES.flatMap((locale) => PURPOSES.map((purpose) => [locale, purpose] as const)))(
    "decision 0002: %s %s mail names the product, states the validity and shows the code on its own line",
    (locale, purpose) => {
      const mail = renderCodeMail(locale, { code: "305817", purpose, minutes: 10 });
      expect(mail.subject).toContain("VMS Console");
      expect(mail.subject).not.toContain("305817");
      expect(mail.text).toContain("VMS Console");
      expect(mail.text.split("\n")).toContain("305817");
      expect(mail.html).toMatch(/<p id="verification-code"[^>]*>\n305817\n<\/p>/);
      expect(mail.html).toContain(`lang="${locale}"`);
      if (locale === "zh-CN") {
        expect(mail.subject).toMatch(/[\u4e00-\u9fff]/);
        expect(mail.text).toContain("10 分钟");
      } else {
        expect(mail.text).toContain("valid for 10 minutes");
      }
    },
  );

  it("gives each purpose its own subject", () => {
    for (const locale of LOCALES) {
      const subjects = PURPOSES.map((purpose) => renderCodeMail(locale, { code: "1", purpose, minutes: 10 }).subject);
      expect(new Set(subjects).size).toBe(PURPOSES.length);
    }
  });

  it("uses the singular for one minute in en-US", () => {
    expect(renderCodeMail("en-US", { code: "1", purpose: "DBL_CHECK", minutes: 1 }).text).toContain("valid for 1 minute.");
  });

  it("escapes HTML in everything it puts into the HTML body", () => {
    const mail = renderCodeMail("en-US", { code: `<b>"1&2'</b>`, purpose: "REGISTER", minutes: 10 });
    expect(mail.html).toContain("&lt;b&gt;&quot;1&amp;2&#39;&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.text).toContain(`<b>"1&2'</b>`);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
