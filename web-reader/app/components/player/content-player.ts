/**
 * The attribute of a content's own player (not an ad's): the content page counts the time it plays as time read,
 * even with the screen off.
 */
export const CONTENT_PLAYER = 'data-content-player';
