/** Writes bits MSB-first with Exp-Golomb codes, to craft parameter sets for parser tests. */
export class BitWriter {
  private readonly out: number[] = [];

  bit(v: number): this {
    this.out.push(v ? 1 : 0);
    return this;
  }

  bits(n: number, v: number): this {
    for (let i = n - 1; i >= 0; i--) this.bit(Math.floor(v / 2 ** i) % 2);
    return this;
  }

  ue(v: number): this {
    const len = Math.floor(Math.log2(v + 1));
    return this.bits(len, 0).bits(len + 1, v + 1);
  }

  se(v: number): this {
    return this.ue(v > 0 ? 2 * v - 1 : -2 * v);
  }

  /** The RBSP with its stop bit and zero padding to a whole byte. */
  rbsp(): Uint8Array {
    const bits = [...this.out, 1];
    while (bits.length % 8) bits.push(0);
    return Uint8Array.from({ length: bits.length / 8 }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((a, b) => a * 2 + b, 0));
  }
}

/** Inserts emulation-prevention bytes (00 00 0x → 00 00 03 0x for x ≤ 3), as an encoder does. */
export function addEmulationPrevention(rbsp: Uint8Array): Uint8Array {
  const out: number[] = [];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}
