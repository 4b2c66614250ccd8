import { generateSecret, generateURI, verify } from "otplib";

/** Issuer shown by authenticator apps next to the account. */
export const OTP_ISSUER = "VMS Console";

// RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s steps (decision 0002).
const TOTP = { algorithm: "sha1", digits: 6, period: 30 } as const;
/** One step either way: a code typed just before its step ended, or a phone a little off. */
const TOLERANCE_S = 30;

/** A new base32 secret (20 random bytes, what authenticator apps use). */
export function newOtpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI a QR code carries. */
export function otpauthUri(secret: string, account: string): string {
  return generateURI({ issuer: OTP_ISSUER, label: account, secret, ...TOTP });
}

/**
 * The time step `code` belongs to when it is the TOTP of `secret` now (one step before or after),
 * else null. Callers store the step and refuse it next time, so a code works only once.
 */
export async function totpTimeStep(secret: string, code: string, nowMs: number = Date.now()): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  try {
    const epoch = Math.floor(nowMs / 1000);
    const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_S, ...TOTP });
    // delta is the matched step's offset from the current one.
    return result.valid ? Math.floor(epoch / TOTP.period) + result.delta : null;
  } catch {
    // A malformed stored secret is a refusal, never a 500.
    return null;
  }
}

/** True when `code` is the TOTP of `secret` now, one step before or after. */
export async function verifyTotp(secret: string, code: string, nowMs: number = Date.now()): Promise<boolean> {
  return (await totpTimeStep(secret, code, nowMs)) !== null;
}
