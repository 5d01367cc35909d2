import type { Route } from './+types/read';
import { readAction } from './load-content.server.ts';

/** The content page's second beacon: the content stayed on screen, or played, long enough to be read. */
export const action = ({ request, context }: Route.ActionArgs) => readAction(request, context);
