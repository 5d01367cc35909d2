import {
  deviceMeterSubject,
  FREE_READINGS_PER_MONTH,
  isCountableDevice,
  userMeterSubject,
} from '@afrimedia/domain';
import { hasActiveSubscription } from '@afrimedia/domain/subscription';
import type { SiteConfigRow } from '@afrimedia/read-models';
import type { Request } from 'express';
import { meterReading, type MeteredReading } from '../../use-cases/meter-reading.ts';
import type { PagesDeps } from './pages-deps.ts';

/** A visitor whose client sends no device id cannot be counted, so has no free reading to give. */
const UNCOUNTABLE: MeteredReading = {
  meter: { limit: FREE_READINGS_PER_MONTH, used: FREE_READINGS_PER_MONTH, left: 0 },
  locked: true,
};

/**
 * The freemium meter of the reader opening a content, under the configuration in force (`configured`, read with the
 * request, so no restart is needed);
 * undefined when nobody is metered: the site is not freemium, the reader subscribes (spec §4's one rule) or wrote
 * the content. A signed-in reader is counted by account, so clearing cookies resets nothing; a visitor by device.
 */
export async function contentMeter(
  deps: PagesDeps,
  request: Request,
  content: { readonly content_id: string; readonly author_id: string },
  configured: SiteConfigRow | undefined,
): Promise<MeteredReading | undefined> {
  if (configured?.app_access !== 'freemium') return undefined;
  const { user, deviceId, now } = request.ctx;
  if (user && (hasActiveSubscription(user, now) || user.user_id === content.author_id)) return undefined;
  const reader = user
    ? { subject: userMeterSubject(user.user_id), actorId: user.user_id }
    : isCountableDevice(deviceId)
      ? { subject: deviceMeterSubject(deviceId), actorId: `device:${deviceId}` }
      : undefined;
  if (!reader) return UNCOUNTABLE;
  return meterReading(deps.commandPorts(request), reader, content.content_id, now);
}
