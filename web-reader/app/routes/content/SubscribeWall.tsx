import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useAppDispatch } from '../../store/store.ts';
import { uiActions } from '../../store/ui-slice.ts';

/**
 * A content the API gives only to subscribers (spec §1 freemium: the free readings are used up; premium content).
 * The page says so with a link to the subscriptions, which is all a reader without scripts gets, and the subscribe
 * modal opens over it.
 */
export function SubscribeWall() {
  const t = useT();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(uiActions.openModal('subscribe'));
  }, [dispatch]);
  return (
    <section className="error-screen">
      <h1>{t('subscribe.title')}</h1>
      <p>{t('subscribe.text')}</p>
      <Link className="button" to="/profile?t=1">
        {t('subscribe.go')}
      </Link>
    </section>
  );
}
