/**
 * A growable big-endian byte writer shared by the MP4 and AVI writers (no Node Buffer, so it runs
 * in browsers too).
 */
export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  /** Bytes written so far. */
  length = 0;

  constructor(capacity = 256) {
    this.buf = new Uint8Array(capacity);
    this.view = new DataView(this.buf.buffer);
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  u8(v: number): this {
    this.ensure(1);
    this.view.setUint8(this.length, v);
    this.length += 1;
    return this;
  }

  u16(v: number, littleEndian = false): this {
    this.ensure(2);
    this.view.setUint16(this.length, v, littleEndian);
    this.length += 2;
    return this;
  }

  u32(v: number, littleEndian = false): this {
    this.ensure(4);
    this.view.setUint32(this.length, v >>> 0, littleEndian);
    this.length += 4;
    return this;
  }

  u64(v: number): this {
    this.ensure(8);
    this.view.setBigUint64(this.length, BigInt(v));
    this.length += 8;
    return this;
  }

  /** Four ASCII characters. */
  fourcc(code: string): this {
    for (let i = 0; i < 4; i++) this.u8(code.charCodeAt(i));
    return this;
  }

  bytes(data: Uint8Array | readonly number[]): this {
    this.ensure(data.length);
    this.buf.set(data, this.length);
    this.length += data.length;
    return this;
  }

  zeros(n: number): this {
    this.ensure(n);
    this.buf.fill(0, this.length, this.length + n);
    this.length += n;
    return this;
  }

  /** Overwrites a 32-bit value already written at `offset`. */
  setU32(offset: number, v: number, littleEndian = false): void {
    this.view.setUint32(offset, v >>> 0, littleEndian);
  }

  /** A copy of what was written. */
  toBytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
