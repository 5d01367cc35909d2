import { useT } from '../../../i18n/use-t.ts';
import type { StudioState } from './studio-state.ts';

/** A state as a word (never a colour alone), styled per state. */
export function StateBadge({ state }: { state: StudioState }) {
  const t = useT();
  return <span className={`studio-state studio-state--${state}`}>{t(`studioApply.status.${state}`)}</span>;
}
