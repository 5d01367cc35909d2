import { errorCatalogue } from '@afrimedia/domain';
import { isStructurallySame, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { en } from './messages/en.ts';
import { catalogues, translate, translateError, type MessageId } from './translate.ts';

const ids = Object.keys(en) as MessageId[];
const errorCodes = Object.keys(errorCatalogue) as (keyof typeof errorCatalogue)[];
const translations = LANGUAGES.filter((language) => language !== 'en');

/** A value for every argument a message names, so any message can be rendered in a test. */
const sample = {
  name: 'Aminata',
  reason: 'REASON',
  publication: 'PUBLICATION',
  author: 'Kofi Mensah',
  title: 'TITLE',
  excerpt: 'The opening lines of the article…',
  url: 'https://afrimedia.test/a/1',
  code: '482913',
  minutes: 15,
  sender: 'Aminata Diallo',
  email: 'aminata@example.org',
  subject: 'SUBJECT',
  message: 'MESSAGE',
  language: 'fr',
  document: 'terms',
  effectiveAt: '2026-12-08',
  pageUrl: 'https://afrimedia.test/page/terms-of-use',
};

describe('message catalogues', () => {
  it('has every error code of the domain in every language', () => {
    for (const language of LANGUAGES) {
      for (const code of errorCodes) {
        expect(catalogues[language][`error.${code}`], `${language} ${code}`).toBeTruthy();
      }
    }
  });

  it('gives the domain catalogue’s English text verbatim for every error code', () => {
    for (const code of errorCodes) {
      expect(translateError('en', code)).toBe(errorCatalogue[code].message);
    }
    expect(translateError('en', 'INTERNAL_ERROR')).toBe('Something went wrong.');
    expect(translateError('en', 'BAD_REQUEST')).toBe('The request could not be understood.');
  });

  it('keeps the spec’s catalogue messages to the letter, typos included (spec §8)', () => {
    const spec = {
      LOGIN_FAILED: 'Login failed. Check that you submitted a valid password and email.',
      WRONG_VERIFICATION_CODE: 'Wrong verification code',
      USER_NOT_FOUND: 'User does not exists.',
      URL_ALREADY_USED: 'url already used by another publication',
      SUBSCRIPTION_CHANGE_REJECTED: 'Your subscription change request has been rejected!',
      EMAIL_ALREADY_SENT: 'Email already send',
      SOMETHING_WRONG_HAPPENED: 'Something wrong happened',
      PAGE_NOT_FOUND: 'Sorry, the page you are looking for does not exist!',
    } as const;
    for (const [code, text] of Object.entries(spec)) expect(translateError('en', code), code).toBe(text);
  });

  it('has exactly the English ids in every language', () => {
    for (const language of translations) {
      expect(Object.keys(catalogues[language]).sort(), language).toEqual([...ids].sort());
    }
  });

  it('translates every error rather than repeating the English', () => {
    for (const language of translations) {
      for (const id of ids.filter((id) => id.startsWith('error.'))) {
        expect(translate(language, id), `${language} ${id}`).not.toBe(en[id]);
      }
    }
  });

  it('uses the same ICU arguments, of the same kinds, as English in every message', () => {
    for (const language of translations) {
      for (const id of ids) {
        const { error } = isStructurallySame(parse(en[id]), parse(catalogues[language][id] ?? ''));
        expect(error?.message, `${language} ${id}`).toBeUndefined();
      }
    }
  });

  it('names each mail argument the platform passes', () => {
    const argumentsOf = (id: MessageId) =>
      parse(en[id])
        .flatMap((element) => ('value' in element && element.type !== TYPE.literal ? [element.value] : []))
        .sort();
    expect(argumentsOf('mail.authorValidated.body')).toEqual(['name']);
    expect(argumentsOf('mail.authorRejected.body')).toEqual(['name', 'reason']);
    expect(argumentsOf('mail.publicationValidated.body')).toEqual(['name', 'publication']);
    expect(argumentsOf('mail.publicationRejected.body')).toEqual(['name', 'publication', 'reason']);
    expect(argumentsOf('mail.followers.body')).toEqual(['author', 'excerpt', 'title', 'url']);
    expect(argumentsOf('mail.loginLink.body')).toEqual(['minutes', 'url']);
    expect(argumentsOf('mail.pinCode.body')).toEqual(['code', 'minutes']);
    expect(argumentsOf('mail.verifyEmail.body')).toEqual(['code', 'url']);
    expect(argumentsOf('mail.confirmEmailChange.body')).toEqual(['code', 'minutes']);
    expect(argumentsOf('mail.emailChangeRequested.body')).toEqual(['email']);
    expect(argumentsOf('mail.contactMessage.body')).toEqual([
      'email',
      'email',
      'language',
      'message',
      'sender',
      'subject',
    ]);
  });

  it('writes Arabic in Arabic script', () => {
    for (const id of ids) {
      expect(catalogues.ar[id], id).toMatch(/\p{Script=Arabic}/u);
    }
  });
});

describe('translate', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders every message in every language without a word on the console', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    for (const language of LANGUAGES) {
      for (const id of ids) {
        expect(translate(language, id, sample)).not.toMatch(/[{}]/);
      }
    }
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a regional tag as its language and an unsupported one as English', () => {
    expect(translate('fr-SN', 'error.AUTHOR_NOT_VERIFIED')).toBe('Auteur non vérifié');
    expect(translate('ar_MA', 'error.AUTHOR_NOT_VERIFIED')).toBe('لم يتم التحقق من المؤلف');
    expect(translate('de', 'error.AUTHOR_NOT_VERIFIED')).toBe('Author not verified');
    expect(translate('', 'error.AUTHOR_NOT_VERIFIED')).toBe('Author not verified');
  });

  it('interpolates values', () => {
    expect(translate('fr', 'mail.followers.subject', { author: 'Kofi Mensah', title: 'Le fleuve' })).toBe(
      'Nouvel article de Kofi Mensah : Le fleuve',
    );
    expect(translate('es', 'mail.verifyEmail.body', sample)).toContain(
      'introduce este código en Afrimedia: 482913',
    );
    expect(translate('ar', 'mail.authorRejected.body', sample)).toContain('مرحبًا Aminata،');
  });

  it('counts minutes with each language’s plural rules', () => {
    const pin = (language: string, minutes: number) =>
      translate(language, 'mail.pinCode.body', { code: '1234', minutes });
    expect(pin('en', 1)).toContain('valid for 1 minute.');
    expect(pin('en', 10)).toContain('valid for 10 minutes.');
    expect(pin('fr', 1)).toContain('valable 1 minute.');
    expect(pin('es', 5)).toContain('válido durante 5 minutos.');
    expect(pin('ar', 2)).toContain('صالح لمدة دقيقتين.');
    expect(pin('ar', 5)).toContain('صالح لمدة 5 دقائق.');
    expect(pin('ar', 15)).toContain('صالح لمدة 15 دقيقة.');
  });

  it('throws on a missing value instead of sending the raw ICU text', () => {
    expect(() => translate('en', 'mail.pinCode.body', { code: '1234' })).toThrow(/minutes/);
  });
});

describe('translateError', () => {
  it('answers in the request’s language', () => {
    expect(translateError('fr', 'USER_NOT_FOUND')).toBe('Cet utilisateur n’existe pas.');
    expect(translateError('es-MX', 'CARD_DECLINED')).toBe('Tu tarjeta ha sido rechazada');
    expect(translateError('ar', 'FILE_TOO_LARGE')).toBe('حجم الملف كبير جدًا');
  });

  it('reads an unknown code as an internal error', () => {
    expect(translateError('en', 'NO_SUCH_CODE')).toBe('Something went wrong.');
    expect(translateError('fr', 'NO_SUCH_CODE')).toBe('Une erreur est survenue.');
    expect(translateError('fr', 'mail.pinCode.subject')).toBe('Une erreur est survenue.');
  });
});
