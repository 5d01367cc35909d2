import { tabPath } from '../routes/profile/tabs.ts';

/*
 * What the reader's server, its pages and the service worker agree on; free of browser code, so the server can
 * import it.
 */

/** Where the save control posts: the service worker answers it; without one, the reader's server does. */
export const SAVE_PATH = '/saved';

/** The reader's list of saved items. */
export const SAVED_LIST = tabPath('saved');

/**
 * Sent by the reader's server with every page it renders for a reader who has Premium: the end of that Premium.
 * The worker saves a page only when its answer carries it, and carries saved items along when it moves later.
 */
export const PREMIUM_UNTIL_HEADER = 'x-premium-until';
