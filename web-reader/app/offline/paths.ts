import { tabPath } from '../routes/profile/tabs.ts';

/** Where the save control posts: the service worker answers it; without one, the reader's server does. */
export const SAVE_PATH = '/saved';

/** The reader's list of saved items. */
export const SAVED_LIST = tabPath('saved');
