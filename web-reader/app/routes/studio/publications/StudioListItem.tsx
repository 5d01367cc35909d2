import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WebMessageId } from '@afrimedia/i18n/web';
import { useT } from '../../../i18n/use-t.ts';
import type { ListedContent } from './listed-content.server.ts';
import { StateBadge } from './StateBadge.tsx';
import { studioState } from './studio-state.ts';

/**
 * One row of the studio's lists (my publications, a publication's articles): the title to open, what it is, its
 * state, and when it was created or last changed under `dateLabel`.
 */
export function StudioListItem({
  item,
  to,
  openLabel,
  kind,
  flags,
  dateLabel,
  children,
}: {
  item: ListedContent;
  to: string;
  /** An accessible name for the link when the title alone does not say what opening it does. */
  openLabel?: string;
  kind?: ReactNode;
  /** Shown after the state, e.g. that it is the author's headline. */
  flags?: ReactNode;
  dateLabel: WebMessageId;
  /** Shown under the row, e.g. the platform team's reason. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <li className="studio-list__item">
      <Link className="studio-list__title" to={to} aria-label={openLabel} dir="auto">
        {item.title}
      </Link>
      {kind}
      <StateBadge state={studioState(item)} />
      {flags}
      {item.updatedOn ? (
        <span className="studio-list__date">
          {t(dateLabel)} {item.updatedOn}
        </span>
      ) : null}
      {children}
    </li>
  );
}
