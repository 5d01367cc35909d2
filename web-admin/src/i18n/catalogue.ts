import type { en } from './en.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The console's texts: each language holds every key the English one does, no more, no fewer. */
export type Catalogue = Texts<typeof en>;
