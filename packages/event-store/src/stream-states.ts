/**
 * Deciders' states of recently used streams, each with the version it was folded up to, so the next command on a
 * stream reads only the events after that version instead of the whole stream. The least recently used stream
 * goes once `capacity` are kept.
 *
 * A kept state may be behind its stream (another writer, another process) but never wrong: streams only grow, a
 * command reads the events after the kept version before it decides, and its append still expects the version it
 * decided on. States are shared between commands, so a decider's `evolve` must return a new state rather than
 * change the one it is given (as every decider of the domain does).
 */
export class StreamStates {
  private readonly entries = new Map<string, Kept>();

  constructor(private readonly capacity = 4_096) {}

  /** The state `folder` (a decider and how it reads events) left for `stream`, if it is still kept. */
  get<S>(stream: string, folder: Folder): { readonly state: S; readonly version: bigint } | undefined {
    const kept = this.entries.get(stream);
    if (!kept || kept.decider !== folder.decider || kept.fromRecorded !== folder.fromRecorded)
      return undefined;
    this.entries.delete(stream);
    this.entries.set(stream, kept);
    return { state: kept.state as S, version: kept.version };
  }

  keep(stream: string, folder: Folder, state: unknown, version: bigint): void {
    this.entries.delete(stream);
    this.entries.set(stream, { ...folder, state, version });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(stream: string): void {
    this.entries.delete(stream);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What folds a stream into a state: a kept state is only given back to the same pair. */
export interface Folder {
  readonly decider: object;
  readonly fromRecorded: unknown;
}

interface Kept extends Folder {
  readonly state: unknown;
  readonly version: bigint;
}
