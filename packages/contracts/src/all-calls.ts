import { actionsCalls } from './actions.ts';
import { authCalls } from './auth.ts';
import { authorCalls } from './author.ts';
import type { CallContract } from './call.ts';
import { contactCalls } from './contact.ts';
import { deviceCalls, profileCalls } from './household.ts';
import { pagesCalls } from './pages.ts';
import { paymentsCalls } from './payments.ts';

/** The whole call table (spec §7) as served: the OpenAPI document and the route-coverage test read it. */
export const allCalls: readonly CallContract[] = [
  authCalls,
  profileCalls,
  deviceCalls,
  pagesCalls,
  authorCalls,
  actionsCalls,
  contactCalls,
  paymentsCalls,
].flatMap((calls: Record<string, CallContract>) => Object.values(calls));
