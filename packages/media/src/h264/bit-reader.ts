/**
 * Strips emulation-prevention bytes (`00 00 03` → `00 00`, H.264 7.4.1) from a NAL unit, giving
 * its RBSP. Returns `nal` itself when there is nothing to strip.
 */
export function toRbsp(nal: Uint8Array): Uint8Array {
  let zeros = 0;
  let found = false;
  for (let i = 0; i < nal.length; i++) {
    if (zeros >= 2 && nal[i] === 3) {
      found = true;
      break;
    }
    zeros = nal[i] === 0 ? zeros + 1 : 0;
  }
  if (!found) return nal;
  const out = new Uint8Array(nal.length);
  let o = 0;
  zeros = 0;
  for (let i = 0; i < nal.length; i++) {
    const b = nal[i]!;
    if (zeros >= 2 && b === 3) {
      zeros = 0;
      continue;
    }
    out[o++] = b;
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return out.subarray(0, o);
}

/** Reads bits MSB-first from an RBSP, with the Exp-Golomb codes of H.264 9.1. */
export class BitReader {
  private pos = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** Reads one bit; throws RangeError past the end (a truncated or corrupt unit). */
  bit(): number {
    const byte = this.bytes[this.pos >> 3];
    if (byte === undefined) throw new RangeError("H.264 bitstream ended early");
    const value = (byte >> (7 - (this.pos & 7))) & 1;
    this.pos++;
    return value;
  }

  /** Reads `n` (≤ 32) bits as an unsigned number. */
  bits(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++) value = value * 2 + this.bit();
    return value;
  }

  /** Skips `n` bits. */
  skip(n: number): void {
    this.pos += n;
  }

  /** ue(v): unsigned Exp-Golomb. */
  ue(): number {
    let zeros = 0;
    while (this.bit() === 0) {
      if (++zeros > 31) throw new RangeError("invalid Exp-Golomb code");
    }
    return 2 ** zeros - 1 + this.bits(zeros);
  }

  /** se(v): signed Exp-Golomb. */
  se(): number {
    const k = this.ue();
    return k % 2 === 1 ? (k + 1) / 2 : -(k / 2);
  }
}
