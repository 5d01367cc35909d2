import type { TranslationMessages } from 'react-admin';
import type { en } from './en.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * The keys react-admin declares, every one required: its type also lets any other key in, and leaves optional
 * some that its screens show, so a language written against it as declared could lack a text or carry a stray one.
 */
type Declared<T> = {
  [K in keyof T as string extends K ? never : K]-?: NonNullable<T[K]> extends string
    ? string
    : Declared<NonNullable<T[K]>>;
};

/** react-admin's own texts (buttons, pagination, sign-in form, notifications) in one language. */
export type RaTexts = Declared<TranslationMessages['ra']>;

/** The console's own texts: each language holds every key the English one does, no more, no fewer. */
export type ConsoleTexts = Texts<typeof en>;

/** Everything the console shows in one language. */
export type Catalogue = ConsoleTexts & { ra: RaTexts };
