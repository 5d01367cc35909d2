import { z } from 'zod';
import { plainText } from './fields.ts';

/** The most an admin's reason may hold: it is shown to the person it concerns and e-mailed to them. */
export const REASON_MAX_LENGTH = 1000;

/** The body of an admin action that asks why (reject, deactivate, cancel): a non-empty plain-text reason. */
export const adminReason = z.object({
  reason: plainText(
    z.string('REASON_REQUIRED').trim().min(1, 'REASON_REQUIRED').max(REASON_MAX_LENGTH, 'REASON_REQUIRED'),
  ),
});
export type AdminReason = z.output<typeof adminReason>;
