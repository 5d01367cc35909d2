import { PERSONAL_FIELD, personalDataOwner } from '@afrimedia/domain';
import type { KeyVault } from '../../../personal-data/key-vault.ts';

/** Secrets never leave the store, whoever asks: password, code and wall hashes. */
const SECRET_KEY = /hash$/i;

export const withoutSecrets = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !SECRET_KEY.test(key)));

/**
 * What the event browser may show of an event's data. Personal fields are shown only while their owner's key
 * exists (ARCHITECTURE §7): once it is destroyed they are shown as null, not as the erased stand-ins the store
 * reads them as. Without `personal`, they are null for everyone (an export for analysts).
 */
export function disclosure(personalKeys: KeyVault, { personal = true }: { personal?: boolean } = {}) {
  return async function disclosed(stream: string, data: unknown): Promise<unknown> {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
    const shown = withoutSecrets(data as Record<string, unknown>);
    if (!(PERSONAL_FIELD in shown)) return shown;
    return !personal || (await personalKeys.isDestroyed(personalDataOwner(stream)))
      ? { ...shown, [PERSONAL_FIELD]: null }
      : shown;
  };
}
