/** Boxes whose children hold what is read here. */
const CONTAINERS = new Set(['moov', 'mvex']);
/** Enough of `mvhd` (version 1 is the longer) and `mehd` to reach their duration fields. */
const READ_BYTES: Readonly<Record<string, number>> = { mvhd: 32, mehd: 12 };

type Step =
  | { readonly read: 'header' }
  | { readonly read: 'large-size'; readonly type: string }
  | { readonly read: 'fields'; readonly type: string; readonly rest: number };

/**
 * The presentation length of an MP4 from its movie header, read from the bytes as they stream past: media
 * data is skipped by counting, never kept. music-metadata reports only the audio track's length, which says
 * nothing about a silent video or one whose picture runs longer than its sound.
 */
export class Mp4DurationReader {
  private step: Step = { read: 'header' };
  private pending = Buffer.alloc(0);
  private need = 8;
  private skip = 0;
  private broken = false;
  private timescale = 0;
  private movieUnits = 0;
  /** Fragmented MP4s may leave the movie header's duration at 0 and give it in `mehd` instead. */
  private fragmentUnits = 0;

  feed(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length && !this.broken) {
      if (this.skip > 0) {
        const skipped = Math.min(this.skip, chunk.length - at);
        this.skip -= skipped;
        at += skipped;
        continue;
      }
      const taken = chunk.subarray(at, at + this.need - this.pending.length);
      at += taken.length;
      this.pending = Buffer.concat([this.pending, taken]);
      if (this.pending.length === this.need) {
        const complete = this.pending;
        this.pending = Buffer.alloc(0);
        this.advance(complete);
      }
    }
  }

  /** `undefined` when the bytes held no usable movie header. */
  get durationSeconds(): number | undefined {
    const units = Math.max(this.movieUnits, this.fragmentUnits);
    return this.timescale > 0 && units > 0 ? units / this.timescale : undefined;
  }

  private advance(bytes: Buffer): void {
    switch (this.step.read) {
      case 'header': {
        const size = bytes.readUInt32BE(0);
        const type = bytes.toString('latin1', 4, 8);
        if (size === 1) return this.expect({ read: 'large-size', type }, 8);
        // Size 0: the box runs to the end of the file.
        return this.enter(type, size === 0 ? Infinity : size - 8);
      }
      case 'large-size':
        return this.enter(this.step.type, Number(bytes.readBigUInt64BE(0)) - 16);
      case 'fields':
        this.readFields(this.step.type, bytes);
        this.skip = this.step.rest;
        return this.expect({ read: 'header' }, 8);
    }
  }

  private enter(type: string, payload: number): void {
    if (payload < 0) {
      this.broken = true;
      return;
    }
    if (CONTAINERS.has(type)) return this.expect({ read: 'header' }, 8);
    const wanted = Math.min(READ_BYTES[type] ?? 0, payload);
    if (wanted > 0) return this.expect({ read: 'fields', type, rest: payload - wanted }, wanted);
    this.skip = payload;
    this.expect({ read: 'header' }, 8);
  }

  private expect(step: Step, bytes: number): void {
    this.step = step;
    this.need = bytes;
  }

  private readFields(type: string, fields: Buffer): void {
    const version = fields[0];
    if (type === 'mvhd') {
      const long = version === 1;
      if (fields.length < (long ? 32 : 20)) return;
      this.timescale = fields.readUInt32BE(long ? 20 : 12);
      this.movieUnits = long
        ? knownUnits64(fields.readBigUInt64BE(24))
        : knownUnits32(fields.readUInt32BE(16));
    } else if (type === 'mehd') {
      const long = version === 1;
      if (fields.length < (long ? 12 : 8)) return;
      this.fragmentUnits = long
        ? knownUnits64(fields.readBigUInt64BE(4))
        : knownUnits32(fields.readUInt32BE(4));
    }
  }
}

/** All bits set is the format's "length unknown". */
function knownUnits32(units: number): number {
  return units === 0xffffffff ? 0 : units;
}

function knownUnits64(units: bigint): number {
  return units === 0xffffffffffffffffn ? 0 : Number(units);
}
