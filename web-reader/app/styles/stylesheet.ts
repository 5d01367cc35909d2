/**
 * A route's stylesheet as a link descriptor. With a precedence React hoists it into the head ahead of the
 * script preloads, so a slow network fetches what the first paint needs before the JavaScript.
 */
export const stylesheet = (href: string) => ({ rel: 'stylesheet', href, precedence: 'default' }) as const;
