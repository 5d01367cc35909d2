import { redirect } from 'react-router';
import { SAVED_LIST } from '../../offline/protocol.ts';

/**
 * The save control's form reaches the server only when no service worker answered it (the browser has none, or
 * it was not running the page yet): nothing could be saved, and the list says so.
 */
export const action = () => redirect(`${SAVED_LIST}&failed=1`, 303);

export const loader = () => redirect(SAVED_LIST);
