import { TEST_CARDS } from "./cards.js";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shell = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.25rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1rem;font-size:1rem;cursor:pointer;background:#0b5cad;color:#fff;border:0;border-radius:4px}
button.secondary{background:#444}.error{color:#a40000;font-weight:600}.cards{font-size:.85rem;color:#333}a{color:#0b5cad}</style></head>
<body><main>${body}</main></body></html>`;

export interface PageSession {
  id: string;
  name: string;
  amountText: string;
  cancelUrl: string;
  returnUrl: string;
}

/** The hosted card page of an open session; `error` is the last decline message. */
export function checkoutPage(s: PageSession, error?: string): string {
  const cards = Object.entries(TEST_CARDS).map(([n, c]) => `<li><code>${n}</code> ${esc(c.label)}</li>`).join("");
  return shell("Sandbox checkout", `<h1>Sandbox checkout</h1><p>${esc(s.name)}</p><p><strong>${esc(s.amountText)}</strong></p>
${error ? `<p class="error" role="alert" data-testid="decline">${esc(error)}</p><p><a href="${esc(s.returnUrl)}" data-testid="return">Return to the merchant</a></p>` : ""}
<form method="post" action="/pay/${esc(s.id)}"><label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" required>
<button type="submit">Pay</button></form>
<form method="post" action="/pay/${esc(s.id)}"><input type="hidden" name="card" value="wallet"><button type="submit" class="secondary">Pay with wallet</button></form>
<p><a href="${esc(s.cancelUrl)}" data-testid="cancel">Cancel and return</a></p>
<details class="cards"><summary>Test cards</summary><ul>${cards}</ul></details>`);
}

/** The 3-D-Secure-style challenge: completes by itself after `delayMs`, or by a click. */
export function challengePage(id: string, delayMs: number): string {
  return shell("Authenticating", `<h1>Authenticating with your bank…</h1><p role="status">Please wait.</p>
<form id="ok" method="post" action="/pay/${esc(id)}/3ds"><input type="hidden" name="result" value="complete"><button type="submit">Complete authentication</button></form>
<form method="post" action="/pay/${esc(id)}/3ds"><input type="hidden" name="result" value="fail"><button type="submit" class="secondary">Fail authentication</button></form>
<script>setTimeout(function(){document.getElementById("ok").submit()},${Math.max(0, Math.floor(delayMs))})</script>`);
}

/** A session that is no longer open. */
export function closedPage(status: string, returnUrl: string): string {
  return shell("Checkout closed", `<h1>This checkout is ${esc(status)}.</h1><p><a href="${esc(returnUrl)}">Return to the merchant</a></p>`);
}
