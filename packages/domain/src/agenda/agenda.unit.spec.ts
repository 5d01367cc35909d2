import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import type { AgendaEvent } from './agenda.ts';
import { agendaDecider, type AgendaCommand, type AgendaForm } from './decide.ts';

const now = '2026-11-22T12:00:00.000Z';
const spec = deciderSpecification(agendaDecider);
const form: AgendaForm = {
  slug: 'dakar-jazz-night',
  title: { fr: 'Nuit du jazz à Dakar', en: 'Dakar jazz night' },
  categorySlug: 'music',
  startsAt: '2026-12-05T19:00:00.000Z',
  endsAt: '2026-12-05T23:00:00.000Z',
  place: 'Institut français, Dakar',
  online: false,
  country: 'sn',
};
const as = (actorId: string, command: Omit<AgendaCommand, 'metadata'>) =>
  ({ ...command, metadata: { now, actorId } }) as AgendaCommand;
const scheduleCommand = (overrides: Partial<AgendaForm> = {}, organiserVerified = true) =>
  as('a1', {
    type: 'ScheduleEvent',
    data: { ...form, ...overrides, eventId: 'e1', organiserId: 'a1', organiserVerified },
  });
const scheduled: AgendaEvent = {
  type: 'EventScheduled',
  data: { eventId: 'e1', organiserId: 'a1', ...form, scheduledAt: now },
};
const cancelled: AgendaEvent = { type: 'EventCancelled', data: { eventId: 'e1', cancelledAt: now } };

describe('agenda events', () => {
  it('schedules an event of a verified organiser', () => {
    spec.given([]).when(scheduleCommand()).then([scheduled]);
  });
  it('refuses an organiser who is not a verified author', () => {
    spec.given([]).when(scheduleCommand({}, false)).thenRejects('AUTHOR_NOT_VERIFIED');
  });
  it('checks the slug, the title and the dates', () => {
    spec
      .given([])
      .when(scheduleCommand({ slug: '-jazz' }))
      .thenRejects('INVALID_SLUG');
    spec
      .given([])
      .when(scheduleCommand({ title: { fr: ' ' } }))
      .thenRejects('NAME_REQUIRED', 'title');
    spec
      .given([])
      .when(scheduleCommand({ endsAt: form.startsAt }))
      .thenRejects('EVENT_ENDS_BEFORE_START', 'endsAt');
  });
  it('lets the organiser or an admin update it, nobody else', () => {
    const update = (actorId: string, actorIsAdmin = false) =>
      as(actorId, {
        type: 'UpdateEvent',
        data: { ...form, place: 'Online', online: true, eventId: 'e1', actorIsAdmin },
      });
    const updated: AgendaEvent = {
      type: 'EventUpdated',
      data: { eventId: 'e1', ...form, place: 'Online', online: true, updatedAt: now },
    };
    spec.given([scheduled]).when(update('a1')).then([updated]);
    spec.given([scheduled]).when(update('admin', true)).then([updated]);
    spec.given([scheduled]).when(update('someone')).thenRejects('FORBIDDEN');
  });
  it('cannot update a cancelled event; cancelling twice records nothing', () => {
    spec
      .given([scheduled, cancelled])
      .when(as('a1', { type: 'UpdateEvent', data: { ...form, eventId: 'e1', actorIsAdmin: false } }))
      .thenRejects('INVALID_STATE_TRANSITION');
    spec
      .given([scheduled])
      .when(as('a1', { type: 'CancelEvent', data: { eventId: 'e1', actorIsAdmin: false } }))
      .then([cancelled]);
    spec
      .given([scheduled, cancelled])
      .when(as('a1', { type: 'CancelEvent', data: { eventId: 'e1', actorIsAdmin: false } }))
      .then([]);
  });
  it('cannot schedule the same event twice or touch one that does not exist', () => {
    spec.given([scheduled]).when(scheduleCommand()).thenRejects('ALREADY_EXISTS');
    spec
      .given([])
      .when(as('a1', { type: 'CancelEvent', data: { eventId: 'e1', actorIsAdmin: false } }))
      .thenRejects('NOT_FOUND');
  });
});
