import type { authorCalls } from '@afrimedia/contracts';
import { dateText } from '../../../i18n/dates.server.ts';
import type { CallOutput } from '../../../server/api.server.ts';

export type Application = CallOutput<typeof authorCalls.application>;

/** Where the author application stands, with the days it was sent and decided on as the page writes them. */
export function standing(lang: string, application: Application) {
  const on = (iso: string | null) => (iso ? dateText(lang, iso) : null);
  return { application, sentOn: on(application.submittedAt), decidedOn: on(application.decidedAt) };
}

export type ApplicationStanding = ReturnType<typeof standing>;
