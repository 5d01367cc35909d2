import { profileCalls } from '@afrimedia/contracts';
import { profileOf, reject, type HouseholdProfile } from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';
import { Router } from 'express';
import { userStateOf } from '../../auth/credentials.ts';
import { newStreamId } from '../../commands/dispatch.ts';
import { currentProfile, sessionProfiles } from '../../http/current-profile.ts';
import { signedIn } from '../../http/guards.ts';
import { editViewingProfile } from '../../use-cases/edit-viewing-profile.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import { setKidsPin } from '../../use-cases/set-kids-pin.ts';
import { switchProfile } from '../../use-cases/switch-profile.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { accountGuardsOf } from './account-guards.ts';
import { ownAccountCommands } from './own-account.ts';
import { profileView } from './user-view.ts';

/** A profile as the account's stream holds it now, just written: the answer needs no read model. */
async function profileNow(store: EventStore, userId: string, profileId: string): Promise<HouseholdProfile> {
  const account = await userStateOf(store, userId);
  const profile = account.status === 'active' ? profileOf(account, profileId) : undefined;
  if (!profile) throw reject('NOT_FOUND', 'profile');
  return profile;
}

/**
 * The account's viewing profiles and its kids PIN. Every command is acted from the profile the device is on, as the
 * session keeps it, so a kids profile cannot pass for another by sending its id.
 */
export function householdRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { store, dispatch } = deps;
  const asUser = ownAccountCommands(dispatch);
  const accountGuards = accountGuardsOf(deps);
  const chosenProfiles = sessionProfiles(deps.db);

  addRoute(router, profileCalls.createProfile, async ({ body, request }) => {
    const user = signedIn(request);
    const profileId = newStreamId(request, 'profile');
    await asUser(request, user.user_id, {
      type: 'CreateProfile',
      data: {
        userId: user.user_id,
        profileId,
        actingProfileId: currentProfile(request).id,
        name: body.name,
        ...(body.colour === undefined ? {} : { colour: body.colour }),
        ...(body.language === undefined ? {} : { language: body.language }),
        ...(body.age_limit === undefined ? {} : { ageLimit: body.age_limit }),
        ...(body.kids === undefined ? {} : { kids: body.kids }),
      },
    });
    return profileView(await profileNow(store, user.user_id, profileId));
  });

  addRoute(router, profileCalls.updateProfile, async ({ params, body, request }) => {
    const user = signedIn(request);
    await editViewingProfile(requestPorts(deps, request).commands, {
      userId: user.user_id,
      actingProfileId: currentProfile(request).id,
      profileId: params.id,
      name: body.name,
      colour: body.colour,
      language: body.language,
      ageLimit: body.age_limit,
    });
    return profileView(await profileNow(store, user.user_id, params.id));
  });

  addRoute(router, profileCalls.removeProfile, async ({ params, request }) => {
    const user = signedIn(request);
    await asUser(request, user.user_id, {
      type: 'RemoveProfile',
      data: { userId: user.user_id, profileId: params.id, actingProfileId: currentProfile(request).id },
    });
    return { ok: true } as const;
  });

  addRoute(router, profileCalls.switchProfile, async ({ params, body, request }) => {
    const user = signedIn(request);
    const { sessionId, now } = request.ctx;
    const { commands } = requestPorts(deps, request);
    await switchProfile(
      {
        commands,
        store,
        chooseProfile: async (profileId) => {
          if (sessionId !== undefined) await chosenProfiles.choose(sessionId, profileId, now);
        },
      },
      {
        userId: user.user_id,
        actingProfileId: currentProfile(request).id,
        profileId: params.id,
        pin: body.pin,
      },
    );
    return { profile: params.id };
  });

  addRoute(router, profileCalls.setKidsPin, async ({ body, request, response }) => {
    const user = signedIn(request);
    const { commands } = requestPorts(deps, request);
    await setKidsPin(
      { commands, guards: accountGuards(request, response, user) },
      { userId: user.user_id, pin: body.pin, currentPassword: body.current_password },
    );
    return { ok: true } as const;
  });

  return router;
}
