/*
 * PostgreSQL stores neither a NUL character in text or jsonb nor a lone UTF-16 surrogate in jsonb, so such a
 * string reaching a query is a 500. Kept apart from the request checks built on it, which read the session
 * cookie's name, so the session store can use it without an import cycle.
 */

// With the `u` flag a well-formed surrogate pair is one code point, so only a lone surrogate matches \p{Cs}.
const UNSAFE = /[\0\p{Cs}]/u;

/** Text PostgreSQL can store: no NUL and no lone surrogate. */
export const isSafeText = (value: string): boolean => !UNSAFE.test(value);
