import type { Route } from './+types/view';
import { viewAction } from './load-content.server.ts';

/** The content page's beacon: one view of the content it shows. */
export const action = ({ request, context }: Route.ActionArgs) => viewAction(request, context);
