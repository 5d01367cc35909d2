import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { readingMeterDecider, type CountFreeReading, type MergeReadings } from './decide.ts';
import { fold } from '../core/decider.ts';
import {
  initialReadingMeterState,
  meterReadingOf,
  readingMeterStream,
  type ReadingMeterEvent,
} from './reading-meter.ts';

const spec = deciderSpecification(readingMeterDecider);
const now = '2026-11-23T10:00:00.000Z';
const subject = 'device-d1';

const open = (contentId: string, at = now): CountFreeReading => ({
  type: 'CountFreeReading',
  data: { subject, contentId },
  metadata: { now: at, actorId: 'device:d1' },
});

const counted = (contentId: string, at = now): ReadingMeterEvent => ({
  type: 'FreeReadingCounted',
  data: { subject, contentId, month: at.slice(0, 7), at },
});

const five = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => counted(id));

const merge = (contentIds: string[], at = now): MergeReadings => ({
  type: 'MergeReadings',
  data: { subject: 'user-u1', fromSubject: subject, contentIds },
  metadata: { now: at, actorId: 'u1' },
});

describe('reading meter', () => {
  it('counts a content opened for the first time this month', () => {
    spec
      .given([])
      .when(open('c1'))
      .then([counted('c1')]);
  });

  it('costs nothing to open a content already counted this month', () => {
    spec
      .given([counted('c1')])
      .when(open('c1'))
      .then([]);
  });

  it('refuses a sixth content in the month, still opening the five counted ones', () => {
    spec.given(five).when(open('c6')).thenRejects('FREE_READS_EXHAUSTED');
    spec.given(five).when(open('c3')).then([]);
  });

  it('starts afresh on the first of the month in UTC', () => {
    const lastMinute = five.map((event) => ({
      ...event,
      data: { ...event.data, month: '2026-11', at: '2026-11-30T23:59:59.999Z' },
    })) as ReadingMeterEvent[];
    const december = '2026-12-01T00:00:00.000Z';
    spec
      .given(lastMinute)
      .when(open('c6', december))
      .then([counted('c6', december)]);
    expect(readingMeterStream('user-u1', '2026-11-30T23:59:59.999Z')).toBe('reading-meter-user-u1-2026-11');
    expect(readingMeterStream('user-u1', '2026-12-01T00:30:00.000+01:00')).toBe(
      'reading-meter-user-u1-2026-11',
    );
    expect(readingMeterStream('user-u1', december)).toBe('reading-meter-user-u1-2026-12');
  });

  it("merges a device's readings into the account, each content once", () => {
    const accountRead: ReadingMeterEvent = {
      type: 'FreeReadingCounted',
      data: { subject: 'user-u1', contentId: 'c1', month: '2026-11', at: now },
    };
    spec
      .given([accountRead])
      .when(merge(['c1', 'c2', 'c2', 'c3']))
      .then([
        {
          type: 'ReadingsMerged',
          data: {
            subject: 'user-u1',
            fromSubject: subject,
            contentIds: ['c2', 'c3'],
            month: '2026-11',
            at: now,
          },
        },
      ]);
    spec
      .given([accountRead])
      .when(merge(['c1']))
      .then([]);
    spec.given([]).when(merge([])).then([]);
  });

  it('tells the limit, the readings used and those left, never below none', () => {
    const merged: ReadingMeterEvent = {
      type: 'ReadingsMerged',
      data: { subject: 'user-u1', fromSubject: subject, contentIds: ['c6', 'c7'], month: '2026-11', at: now },
    };
    const meter = (events: ReadingMeterEvent[], at = now) =>
      meterReadingOf(
        fold({ initialState: initialReadingMeterState, evolve: readingMeterDecider.evolve }, events),
        at,
      );
    expect(meter([])).toEqual({ limit: 5, used: 0, left: 5 });
    expect(meter([counted('c1'), counted('c2')])).toEqual({ limit: 5, used: 2, left: 3 });
    expect(meter([...five, merged])).toEqual({ limit: 5, used: 5, left: 0 });
    expect(meter(five, '2026-12-01T00:00:00.000Z')).toEqual({ limit: 5, used: 0, left: 5 });
  });
});
