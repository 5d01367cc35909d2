import type { Language } from '@afrimedia/i18n';
import type { AccountUser } from '@afrimedia/read-models';
import type { Request } from 'express';
import type { CurrentProfile } from './current-profile.ts';

/** Who is asking, in which language, from which device, and at what time: read once per request. */
export interface RequestContext {
  lang: Language;
  /** Spec §7: every client request carries a generated device-id header. */
  readonly deviceId: string | undefined;
  readonly now: Date;
  user: AccountUser | undefined;
  /** The viewing profile of a signed-in request: whose lists it reads, and the age limit its contents keep to. */
  profile: CurrentProfile | undefined;
  sessionId: string | undefined;
  /** How the user was recognised; cookie-authenticated writes need the CSRF header. */
  authenticatedBy: 'bearer' | 'cookie' | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

export const contextOf = (request: Request): RequestContext => request.ctx;
