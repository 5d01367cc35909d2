import type { z } from 'zod';
import type { adBreak } from '@afrimedia/contracts';
import { AD_SKIP_AFTER_SECONDS, adBreakFor, adBreakKindOf, seesAdBreaks } from '@afrimedia/domain';
import { activeAdBreaks, subscriberOf, type ActiveAdBreak, type ReadModels } from '@afrimedia/read-models';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { answersByCheckpoint } from './answers-by-checkpoint.ts';

/**
 * The house ad a content's page plays first, or null. The active ads are read once per move of their projection
 * (a handful of rows, asked for by every media page); which of them plays, and for whom, is the domain's rule.
 */
export function adBreakAnswers(db: Kysely<ReadModels>) {
  const active = answersByCheckpoint<ActiveAdBreak[]>(db, ['ad-breaks'], 2);
  return async function adBreakOf(
    request: Request,
    content: { readonly content_id: string; readonly kind: string },
    playable: boolean,
  ): Promise<z.input<typeof adBreak> | null> {
    const kind = adBreakKindOf(content.kind);
    const { user, now } = request.ctx;
    if (kind === undefined || !playable || !seesAdBreaks(user && subscriberOf(user), now)) return null;
    const ads = await active.answer(kind, () => activeAdBreaks(db, kind));
    const ad = adBreakFor(ads, content.content_id, now);
    return ad
      ? {
          id: ad.adId,
          kind: ad.kind,
          title: ad.title,
          src: ad.src,
          link: ad.link,
          skip_after_seconds: AD_SKIP_AFTER_SECONDS,
        }
      : null;
  };
}
