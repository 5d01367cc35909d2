import { defineProjection } from '../runtime/define-projection.ts';

/** The house ads: a published one plays until withdrawn, and the console keeps listing it after. */
export const adBreaksProjection = defineProjection('ad-breaks', {
  tables: ['ad_breaks.ads'],
  handlers: {
    AdBreakPublished: async (trx, { event }) => {
      const { adId, title, mediaKind, media, link, publishedAt } = event.data;
      await trx
        .insertInto('ad_breaks.ads')
        .values({
          ad_id: adId,
          title,
          media_kind: mediaKind,
          upload_id: media.uploadId,
          media_url: media.url,
          duration_seconds: media.durationSeconds ?? null,
          link: link ?? null,
          published_at: new Date(publishedAt),
        })
        .onConflict((conflict) => conflict.column('ad_id').doNothing())
        .execute();
    },
    AdBreakWithdrawn: async (trx, { event }) => {
      await trx
        .updateTable('ad_breaks.ads')
        .set({ withdrawn_at: new Date(event.data.withdrawnAt) })
        .where('ad_id', '=', event.data.adId)
        .execute();
    },
  },
});
