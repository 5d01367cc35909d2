import { SHORT_TEXT_MIN_LENGTH } from '@afrimedia/domain';
import { z } from 'zod';
import { defineCalls } from './call.ts';
import { email, ok, plainText } from './fields.ts';

/**
 * A one-line required text: refused as "You must fill all the fields" when left out or blank; line breaks fold
 * into spaces, since a name and a subject end up in a mail header.
 */
const requiredLine = (max: number) =>
  plainText(
    z.string('FIELDS_REQUIRED').trim().min(1, 'FIELDS_REQUIRED').max(max, 'FIELDS_REQUIRED'),
  ).transform((value) => value.replace(/\s+/g, ' '));

export const contactCalls = defineCalls({
  send: {
    method: 'post',
    path: '/contact',
    summary:
      'Write to the platform team from the contact form (/contact); answered by e-mail. A few messages per ' +
      'client address per 15 minutes',
    access: 'public',
    body: z.object({
      name: requiredLine(100),
      email: z.string('FIELDS_REQUIRED').trim().min(1, 'FIELDS_REQUIRED').pipe(email),
      subject: requiredLine(150),
      message: plainText(
        z
          .string('FIELDS_REQUIRED')
          .trim()
          .min(1, 'FIELDS_REQUIRED')
          .min(SHORT_TEXT_MIN_LENGTH, 'TEXT_TOO_SHORT')
          .max(5_000, 'FIELDS_REQUIRED'),
      ),
    }),
    response: ok,
  },
});
