import { MAX_CONCURRENT_UPLOADS_PER_USER, reject } from '@afrimedia/domain';

export interface UploadSlots {
  /**
   * Runs `upload` in one of the user's MAX_CONCURRENT_UPLOADS_PER_USER slots, held until it settles; refused with
   * TOO_MANY_UPLOADS, before it starts, while they are all taken.
   */
  hold<T>(userId: string, upload: () => Promise<T>): Promise<T>;
}

/**
 * The uploads in progress on this process. They are counted in memory rather than in PostgreSQL: a slot lasts as
 * long as a request, and one kept in the database would outlive a process stopped in the middle of an upload.
 * The daily quota, which is shared, bounds what several processes together take from one user.
 */
export function uploadSlots(): UploadSlots {
  const taken = new Map<string, number>();
  return {
    async hold(userId, upload) {
      const held = taken.get(userId) ?? 0;
      if (held >= MAX_CONCURRENT_UPLOADS_PER_USER) throw reject('TOO_MANY_UPLOADS');
      taken.set(userId, held + 1);
      try {
        return await upload();
      } finally {
        const left = (taken.get(userId) ?? 1) - 1;
        if (left > 0) taken.set(userId, left);
        else taken.delete(userId);
      }
    },
  };
}
