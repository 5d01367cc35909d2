import { decideByType, type Command, type Decider, type Decision } from '../core/decider.ts';
import { reject, type DomainError } from '../core/domain-error.ts';
import { checkOwnership } from '../rules/ownership.ts';
import { checkSlug } from '../rules/slug.ts';
import { evolveAgenda, initialAgendaState, type AgendaEvent, type AgendaState } from './agenda.ts';

export interface AgendaForm {
  slug: string;
  title: Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;
  categorySlug: string;
  startsAt: string;
  endsAt: string;
  place?: string;
  online: boolean;
  country?: string;
}

/** Verified authors and the platform team put events on the agenda. */
export type ScheduleEvent = Command<
  'ScheduleEvent',
  AgendaForm & { eventId: string; organiserId: string; organiserVerified: boolean }
>;
export type UpdateEvent = Command<'UpdateEvent', AgendaForm & { eventId: string; actorIsAdmin: boolean }>;
export type CancelEvent = Command<'CancelEvent', { eventId: string; actorIsAdmin: boolean }>;
export type AgendaCommand = ScheduleEvent | UpdateEvent | CancelEvent;

function checkForm(form: AgendaForm): DomainError | undefined {
  const badSlug = checkSlug(form.slug);
  if (badSlug) return badSlug;
  if (!Object.values(form.title).some((title) => title !== undefined && title.trim() !== '')) {
    return reject('NAME_REQUIRED', 'title');
  }
  if (form.categorySlug.trim() === '') return reject('FIELDS_REQUIRED', 'categorySlug');
  if (!(Date.parse(form.endsAt) > Date.parse(form.startsAt)))
    return reject('EVENT_ENDS_BEFORE_START', 'endsAt');
  return undefined;
}

function fields(form: AgendaForm) {
  const { slug, title, categorySlug, startsAt, endsAt, place, online, country } = form;
  return {
    slug,
    title,
    categorySlug,
    startsAt,
    endsAt,
    online,
    ...(place ? { place } : {}),
    ...(country ? { country } : {}),
  };
}

function schedule(command: ScheduleEvent, state: AgendaState): Decision<AgendaEvent> {
  if (state.status !== 'none') return reject('ALREADY_EXISTS');
  if (!command.data.organiserVerified) return reject('AUTHOR_NOT_VERIFIED');
  const invalid = checkForm(command.data);
  if (invalid) return invalid;
  const { eventId, organiserId } = command.data;
  return [
    {
      type: 'EventScheduled',
      data: { eventId, organiserId, ...fields(command.data), scheduledAt: command.metadata.now },
    },
  ];
}

function update(command: UpdateEvent, state: AgendaState): Decision<AgendaEvent> {
  if (state.status === 'none') return reject('NOT_FOUND');
  if (state.status === 'cancelled') return reject('INVALID_STATE_TRANSITION');
  const notOwner = checkOwnership(command.metadata, state.organiserId, command.data.actorIsAdmin);
  if (notOwner) return notOwner;
  const invalid = checkForm(command.data);
  if (invalid) return invalid;
  return [
    {
      type: 'EventUpdated',
      data: { eventId: state.eventId, ...fields(command.data), updatedAt: command.metadata.now },
    },
  ];
}

function cancel(command: CancelEvent, state: AgendaState): Decision<AgendaEvent> {
  if (state.status === 'none') return reject('NOT_FOUND');
  if (state.status === 'cancelled') return [];
  const notOwner = checkOwnership(command.metadata, state.organiserId, command.data.actorIsAdmin);
  if (notOwner) return notOwner;
  return [{ type: 'EventCancelled', data: { eventId: state.eventId, cancelledAt: command.metadata.now } }];
}

export const decideAgenda = decideByType<AgendaCommand, AgendaState, AgendaEvent>({
  ScheduleEvent: schedule,
  UpdateEvent: update,
  CancelEvent: cancel,
});

export const agendaDecider: Decider<AgendaState, AgendaCommand, AgendaEvent> = {
  initialState: initialAgendaState,
  evolve: evolveAgenda,
  decide: decideAgenda,
};
