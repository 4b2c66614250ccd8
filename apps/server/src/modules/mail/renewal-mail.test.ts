import { describe, expect, it } from "vitest";
import { renderRenewalMail } from "./renewal-mail.js";

const input = { orderNo: "20261202000000000000042", channel: "NVR / <Gate>", amount: "2.99 USD", deadline: new Date("2026-12-08T10:30:00Z"), ordersUrl: "https://vms.example/service/order" };

// Decision 0035: the administrators learn of a renewal order with its number, channel, amount, deadline and where to pay it.
describe("renderRenewalMail", () => {
  it("en-US: says the order, channel, amount, deadline and links Service → Orders; HTML escaped", () => {
    const mail = renderRenewalMail("en-US", input);
    expect(mail.subject).toBe(`Cloud storage renewal order ${input.orderNo} is ready to pay`);
    for (const part of [input.orderNo, "NVR / <Gate>", "2.99 USD", "2026-12-08 10:30", "Service → Orders: https://vms.example/service/order"]) expect(mail.text).toContain(part);
    expect(mail.html).toContain('href="https://vms.example/service/order"');
    expect(mail.html).toContain("NVR / &lt;Gate&gt;");
  });

  it("zh-CN: the same facts in Chinese", () => {
    const mail = renderRenewalMail("zh-CN", input);
    expect(mail.subject).toBe(`云存储续费订单 ${input.orderNo} 待支付`);
    expect(mail.text).toContain("自动续费");
    expect(mail.text).toContain("服务 → 订单");
    expect(mail.text).toContain("2.99 USD");
  });
});
