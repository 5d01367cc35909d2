import { deviceCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { Router, type Request } from 'express';
import { signedIn } from '../../http/guards.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { signedInDevices, signOutDevice, signOutOtherDevices, type Asker } from './signed-in-devices.ts';

function askerOf(request: Request): Asker {
  const { user_id: userId } = signedIn(request);
  const { sessionId, now } = request.ctx;
  if (!sessionId) throw reject('NOT_AUTHORIZED');
  return { userId, sessionId, now };
}

/** The devices an account is signed in on, each of which its owner may sign out. */
export function deviceRoutes({ sessions }: Pick<RouteDeps, 'sessions'>): Router {
  const router = Router();

  addRoute(router, deviceCalls.devices, async ({ request }) => ({
    devices: await signedInDevices(sessions, askerOf(request)),
  }));

  addRoute(router, deviceCalls.signOutDevice, async ({ params, request }) => {
    await signOutDevice(sessions, askerOf(request), params.id);
    return { ok: true as const };
  });

  addRoute(router, deviceCalls.signOutOtherDevices, async ({ request }) => {
    await signOutOtherDevices(sessions, askerOf(request));
    return { ok: true as const };
  });

  return router;
}
