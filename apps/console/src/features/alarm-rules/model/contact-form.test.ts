import { describe, expect, it } from "vitest";
import { emailProblemMessages } from "@/shared/lib/form-messages";
import { toContactRequest, validateContactForm } from "./contact-form";
import { contactNeedsAddressMessage, mobileInvalidMessage } from "./rule-messages";

describe("contact form (spec §3 Contact, §5)", () => {
  it("§5: a name and an e-mail or mobile; each in its format", () => {
    expect(validateContactForm({ name: "Ann", email: "ann@example.com", mobile: "" })).toEqual({});
    expect(validateContactForm({ name: "Ann", email: "", mobile: "+49 170 123456" })).toEqual({});
    expect(validateContactForm({ name: "Ann", email: "", mobile: "" })).toEqual({ email: contactNeedsAddressMessage });
    expect(validateContactForm({ name: "Ann", email: "ann", mobile: "call" })).toEqual({ email: emailProblemMessages.format, mobile: mobileInvalidMessage });
    expect(Object.keys(validateContactForm({ name: " ", email: "a@b.c", mobile: "" }))).toEqual(["name"]);
  });

  it("trims the request", () => {
    expect(toContactRequest({ name: " Ann ", email: " a@b.c ", mobile: "" }, "c1")).toEqual({ contactId: "c1", name: "Ann", email: "a@b.c", mobile: "" });
  });
});
