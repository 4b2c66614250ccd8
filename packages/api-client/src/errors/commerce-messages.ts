import type { MessageDescriptor } from "./message.js";

// Licence and Payment codes of spec §8 with the meanings this product gives them (issue 15;
// docs/payments.md lists them). 23019 and 23036 keep their spec meanings (specific-messages.ts).
export const commerceMessages: Record<number, MessageDescriptor> = {
  // Licence
  33014: /*i18n*/ { id: "error.33014", message: "This channel has no valid licence. Buy or renew a licence first." },
  33105: /*i18n*/ { id: "error.33105", message: "Your organization has no licence." },
  33106: /*i18n*/ { id: "error.33106", message: "Your licence has expired and no free channels remain." },
  33107: /*i18n*/ { id: "error.33107", message: "The number of cameras is outside what this licence allows." },
  33108: /*i18n*/ { id: "error.33108", message: "The licence does not exist." },
  33109: /*i18n*/ { id: "error.33109", message: "This licence term is not on sale." },
  // Payment
  23003: /*i18n*/ { id: "error.23003", message: "The order does not exist." },
  23005: /*i18n*/ { id: "error.23005", message: "This order can no longer be paid." },
  23006: /*i18n*/ { id: "error.23006", message: "The payment time ran out and the order was cancelled." },
  23014: /*i18n*/ { id: "error.23014", message: "This payment method is not available." },
  23015: /*i18n*/ { id: "error.23015", message: "The payment is still being processed." },
  23016: /*i18n*/ { id: "error.23016", message: "The card was declined." },
  23017: /*i18n*/ { id: "error.23017", message: "The payment was declined: the card limit was exceeded." },
  23018: /*i18n*/ { id: "error.23018", message: "The payment was declined: the payer's account is locked or restricted." },
  23020: /*i18n*/ { id: "error.23020", message: "The payment was declined: the payment limits were exceeded." },
  23021: /*i18n*/ { id: "error.23021", message: "The payment provider is not reachable. Please try again later." },
  23022: /*i18n*/ { id: "error.23022", message: "The card authentication failed." },
  23023: /*i18n*/ { id: "error.23023", message: "The free trial has already been used." },
  23024: /*i18n*/ { id: "error.23024", message: "An unpaid order for this already exists. Pay or cancel it first." },
  23025: /*i18n*/ { id: "error.23025", message: "No price is set for this term and number of cameras." },
  23042: /*i18n*/ { id: "error.23042", message: "The package does not exist." },
  23043: /*i18n*/ { id: "error.23043", message: "This channel already has an active cloud storage package." },
  23046: /*i18n*/ { id: "error.23046", message: "The payment was cancelled." },
};
