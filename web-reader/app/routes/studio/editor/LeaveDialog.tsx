import type { Blocker } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';

/** Asks whether to leave the editor with changes not saved, while a navigation waits for the answer. */
export function LeaveDialog({ blocker, labelId }: { blocker: Blocker; labelId: string }) {
  const t = useT();
  if (blocker.state !== 'blocked') return null;
  return (
    <div className="studio-editor__leave" role="alertdialog" aria-modal="true" aria-labelledby={labelId}>
      <h2 id={labelId}>{t('studioEditor.leave.title')}</h2>
      <p>{t('studioEditor.leave.text')}</p>
      <button type="button" className="button" autoFocus onClick={() => blocker.reset()}>
        {t('studioEditor.leave.stay')}
      </button>
      <button type="button" className="button button--quiet" onClick={() => blocker.proceed()}>
        {t('studioEditor.leave.go')}
      </button>
    </div>
  );
}
