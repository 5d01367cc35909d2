import { isBlank, LONG_TEXT_MIN_LENGTH, SHORT_TEXT_MIN_LENGTH } from '@afrimedia/domain';
import { z } from 'zod';
import { defineCalls } from './call.ts';
import { country, email, newPassword, ok, optional, phone, withDefault } from './fields.ts';
import { householdProfile } from './household.ts';

/**
 * The device cookie a browser gets at each sign-in (OWASP's device cookies): HttpOnly, kept a year, it lets the
 * browser's sign-ins through while its account or its network address is refused for others' wrong guesses.
 * The reader's server passes it between the browser and the API.
 */
export const TRUSTED_DEVICE_COOKIE = 'trusted_device';

/** Spec §3 session cookie content, also the body of every call that signs in. */
export const sessionTokens = z.object({
  token: z.string(),
  type: z.literal('bearer'),
  refreshToken: z.string(),
});

/** Spec §3 account form fields, as the `profile` object of registration and profile updates. */
export const personalProfile = z.object({
  first_name: optional(z.string().trim().max(100)),
  last_name: optional(z.string().trim().max(100)),
  title: optional(z.enum(['Mr', 'Mrs'])),
  birthdate: optional(z.iso.date('FIELDS_REQUIRED')),
  mobile_phone: optional(phone),
  country: optional(country),
  address: optional(z.string().trim().max(300)),
  zip_code: optional(z.string().trim().max(20)),
});

/** Spec §3 User, as GET /auth/user answers it. */
export const userView = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  lang: z.string(),
  role: z.enum(['reader', 'owner', 'admin']),
  userVerificationStatus: z.enum(['verified', 'pending', 'rejected']).nullable(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable(),
  defaultPublicationSlug: z.string().nullable(),
  avatar: z.string().nullable(),
  hide_watched: z.boolean(),
  /** The optional e-mails the person chose to receive. */
  followers_new_content_mail: z.boolean(),
  favs: z.array(z.string()),
  likes: z.array(z.string()),
  follows: z.array(z.string()),
  watched: z.array(z.object({ id: z.string(), time: z.number() })),
  /** The first category's slug is the user's country (spec §3). */
  categories: z.array(z.object({ slug: z.string() })),
  /** The account's viewing profiles, the default one first. */
  profiles: z.array(householdProfile),
  /** The profile this device is on (the default one until it switches): whose lists this view answers by default. */
  profile: z.string(),
  subscription_id: z.string().nullable(),
  subscription_end: z.string().nullable(),
});

/**
 * An author application (role owner) needs its texts, as the author profile asks for them (a short expertise
 * title, a longer about-me text). Checked with the payload, so a refused application has changed nothing else of
 * the profile.
 */
function checkApplicationTexts(
  body: { role?: 'owner' | undefined; expertise_title?: string | undefined; about_me?: string | undefined },
  context: z.RefinementCtx,
) {
  if (body.role !== 'owner') return;
  const texts = [
    ['expertise_title', body.expertise_title, SHORT_TEXT_MIN_LENGTH],
    ['about_me', body.about_me, LONG_TEXT_MIN_LENGTH],
  ] as const;
  for (const [field, text, minimum] of texts) {
    if (isBlank(text)) context.addIssue({ code: 'custom', message: 'FIELDS_REQUIRED', path: [field] });
    else if ([...(text ?? '').trim()].length < minimum)
      context.addIssue({ code: 'custom', message: 'TEXT_TOO_SHORT', path: [field] });
  }
}

const codeFields = {
  validation_token: z.string('FIELDS_REQUIRED').trim().min(1, 'FIELDS_REQUIRED'),
  validation_email: email,
};

export const authCalls = defineCalls({
  refresh: {
    method: 'post',
    path: '/auth/refresh',
    summary: 'Trade a refresh token for a new session (the old token stops working)',
    access: 'public',
    body: z.object({
      refresh_token: z.string('E_INVALID_JWT_REFRESH_TOKEN').min(1, 'E_INVALID_JWT_REFRESH_TOKEN'),
    }),
    response: sessionTokens,
  },
  register: {
    method: 'post',
    path: '/auth/register',
    summary: 'Create an account (reader, or author waiting validation); a code to verify the e-mail is sent',
    access: 'public',
    body: z.object({
      email,
      password: newPassword,
      password_confirmation: optional(z.string()),
      phone: optional(phone),
      profile: withDefault(personalProfile, {}),
      role: withDefault(z.enum(['reader', 'owner']), 'reader'),
      lang: optional(z.string()),
      /** The sign-up form's terms checkbox (spec §2: required). */
      terms_accepted: z.literal(true, 'FIELDS_REQUIRED'),
      /** Spec §1: under 18, a parent or guardian consents; a birthdate under 18 without it is refused. */
      parental_consent: optional(z.boolean()),
      /** The spec's client sends these; e-mail ownership is proven afterwards with /auth/verifyToken. */
      validation_token: optional(z.string()),
      validation_email: optional(z.string()),
    }),
    status: 201,
    response: z.object({ id: z.string(), email: z.string(), role: z.enum(['reader', 'owner']) }),
  },
  login: {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password; sets the session cookie',
    access: 'public',
    body: z
      .object({
        login: optional(z.string()),
        email: optional(z.string()),
        password: z.string('LOGIN_FAILED'),
      })
      .transform(({ login, email: address, password }) => ({
        email: (address ?? login ?? '').trim().toLowerCase(),
        password,
      })),
    response: sessionTokens,
  },
  logout: {
    method: 'post',
    path: '/auth/logout',
    summary: 'End the session everywhere it was rotated to; clears the cookie',
    access: 'public',
    response: ok,
  },
  user: {
    method: 'get',
    path: '/auth/user',
    summary:
      "The signed-in user with the account's profiles, follows, and the favourites, likes and watched positions of " +
      "this device's profile, or of the one `profile` names (a kids profile reads only its own)",
    access: 'user',
    query: z.object({ profile: optional(z.string().max(100)) }),
    response: userView,
  },
  language: {
    method: 'put',
    path: '/auth/lang',
    summary: 'Save the interface language (unsupported ones fall back to the default)',
    access: 'user',
    body: z.object({ langToApply: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED') }),
    response: z.object({ lang: z.string() }),
  },
  profile: {
    method: 'put',
    path: '/auth/profile',
    summary:
      'Update the profile; with role owner, apply to become an author (spec author upgrade payload). A new e-mail ' +
      'address or password needs the current password; the new address takes effect once confirmed ' +
      '(/auth/email/confirm with the code sent to it)',
    access: 'user',
    grownUpsOnly: true,
    body: z
      .object({
        /** A new address, pending until confirmed; needs the current password. */
        email: optional(email),
        /** A new password; needs the current one. */
        password: optional(newPassword),
        current_password: optional(z.string()),
        phone: optional(phone),
        country: optional(country),
        profile: optional(personalProfile),
        hide_watched: optional(z.boolean()),
        is_active: optional(z.boolean()),
        avatar: optional(z.string().max(500)),
        role: optional(z.enum(['owner'])),
        /** Author upgrade: the expertise title and about-me text of the application. */
        categories: optional(z.array(z.string()).max(3, 'TOO_MANY_TOPICS')),
        expertise_title: optional(z.string()),
        about_me: optional(z.string()),
      })
      .superRefine(checkApplicationTexts),
    response: z.object({
      is_active: z.boolean(),
      role: z.enum(['reader', 'owner', 'admin']),
      /** The new address a confirmation code was just sent to. */
      pending_email: z.string().optional(),
    }),
  },
  eraseHistory: {
    method: 'post',
    path: '/auth/history/erase',
    summary:
      "Erase the account's viewing history: every watched position of every profile, so continue-watching " +
      'and recommendations start afresh',
    access: 'user',
    grownUpsOnly: true,
    response: ok,
  },
  notifications: {
    method: 'put',
    path: '/auth/notifications',
    summary:
      'Choose the optional e-mails: the news of followed authors and publications. Mail about the account itself ' +
      '(codes, validation notices, terms) is always sent',
    access: 'user',
    grownUpsOnly: true,
    body: z.object({ followers_new_content: z.boolean('FIELDS_REQUIRED') }),
    response: z.object({ followers_new_content: z.boolean() }),
  },
  unsubscribe: {
    method: 'post',
    path: '/mail/unsubscribe',
    summary:
      "One-click unsubscribe (RFC 8058) from the news of followed authors, from the signed address in the mail's " +
      'List-Unsubscribe header; no sign-in needed',
    access: 'public',
    query: z.object({
      u: z.string('FORBIDDEN').min(1, 'FORBIDDEN'),
      k: z.string('FORBIDDEN').min(1, 'FORBIDDEN'),
    }),
    response: ok,
  },
  exportData: {
    method: 'get',
    path: '/auth/user/export',
    summary:
      'Everything the platform holds on the signed-in person, as a JSON download (GDPR access): the account, the ' +
      'events of their own streams with personal fields opened and secrets left out, their follows, favourites, ' +
      'likes and watched positions, publications, articles, uploads and sign-ins',
    access: 'user',
    grownUpsOnly: true,
    response: z.object({
      exportedAt: z.string(),
      account: z.record(z.string(), z.unknown()),
      events: z.array(
        z.object({ stream: z.string(), type: z.string(), recordedAt: z.string(), data: z.unknown() }),
      ),
      relations: z.array(z.record(z.string(), z.unknown())),
      watched: z.array(z.record(z.string(), z.unknown())),
      publications: z.array(z.record(z.string(), z.unknown())),
      contents: z.array(z.record(z.string(), z.unknown())),
      uploads: z.array(z.record(z.string(), z.unknown())),
      signIns: z.array(z.record(z.string(), z.unknown())),
    }),
  },
  deleteAccount: {
    method: 'post',
    path: '/auth/user/delete',
    summary:
      'Delete the account for good, with the current password: its personal data, publications, articles, ' +
      'follows, favourites, sessions and uploads are erased; payments and income keep only its pseudonymous id',
    access: 'user',
    grownUpsOnly: true,
    body: z.object({ current_password: optional(z.string()) }),
    response: ok,
  },
  confirmEmail: {
    method: 'post',
    path: '/auth/email/confirm',
    summary: 'Make the new e-mail address asked for in /auth/profile the account’s, with the code sent to it',
    access: 'user',
    grownUpsOnly: true,
    body: z.object({ code: z.string('FIELDS_REQUIRED').trim().min(1, 'FIELDS_REQUIRED') }),
    response: z.object({ email: z.string() }),
  },
  changePasswordWithoutToken: {
    method: 'post',
    path: '/auth/password/changeWithoutToken',
    summary: 'Forgot password: set a new one with the code e-mailed by /auth/token (template reset-password)',
    access: 'public',
    body: z.object({ password: newPassword, password_confirmation: optional(z.string()), ...codeFields }),
    response: ok,
  },
  loginLink: {
    method: 'post',
    path: '/auth/link/generate',
    summary: 'E-mail a sign-in link valid 15 minutes',
    access: 'public',
    body: z.object({ email }),
    response: ok,
  },
  pinCode: {
    method: 'post',
    path: '/auth/token',
    summary: 'E-mail a 6-digit code valid 15 minutes: to sign in, verify the e-mail or reset the password',
    access: 'public',
    body: z.object({
      email,
      template: withDefault(z.enum(['login', 'verify-email', 'reset-password']), 'login'),
    }),
    response: ok,
  },
  verifyToken: {
    method: 'post',
    path: '/auth/verifyToken',
    summary:
      'Redeem an e-mailed code: a sign-in link or a login pin signs in, a verify-email pin verifies the address',
    access: 'public',
    body: z.object({ ...codeFields, purpose: optional(z.enum(['login', 'verify-email'])) }),
    response: z.union([sessionTokens, z.object({ verified: z.literal(true) })]),
  },
});
