import {
  DomainError,
  meterReadingOf,
  readingMeterDecider,
  readingMeterStream,
  readingsOf,
  type MeterReading,
  type MeterSubject,
} from '@afrimedia/domain';
import { foldStream } from '../commands/stream-facts.ts';
import type { CommandPorts } from './ports.ts';

/** What a metered reader is answered: the month's meter after this reading, and whether the content stays shut. */
export interface MeteredReading {
  readonly meter: MeterReading;
  readonly locked: boolean;
}

/**
 * A metered reader opens a content: the reading is counted unless it was this month already; past the month's
 * free readings the content is locked. A content opens only when the month's stream holds it, whatever the run
 * answered (a retried call's key replays an earlier append instead of deciding). `now` must be the clock the ports
 * decide at, so both name the same month.
 */
export async function meterReading(
  ports: CommandPorts,
  reader: { readonly subject: MeterSubject; readonly actorId: string },
  contentId: string,
  now: Date,
): Promise<MeteredReading> {
  const stream = readingMeterStream(reader.subject, now);
  try {
    await ports.commands.run({
      stream,
      decider: readingMeterDecider,
      actorId: reader.actorId,
      command: { type: 'CountFreeReading', data: { subject: reader.subject, contentId } },
    });
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'FREE_READS_EXHAUSTED') throw error;
  }
  const { state } = await foldStream(ports.store, stream, readingMeterDecider);
  return { meter: meterReadingOf(state, now), locked: !readingsOf(state, now).includes(contentId) };
}
