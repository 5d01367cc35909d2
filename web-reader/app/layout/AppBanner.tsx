import { useT } from '../i18n/use-t.ts';
import { deviceActions } from '../store/device-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';
import { BannerForm } from './BannerForm.tsx';
import { rememberAppBannerClosed } from './banner-choices.ts';
import { useRoot } from './use-root.ts';

/**
 * Spec §2 mobile app banner: the iOS or Android store by user agent; closing it is remembered on the device
 * and in a cookie, so the server renders it only until it is closed.
 */
export function AppBanner() {
  const t = useT();
  const { appBanner } = useRoot();
  const closed = useAppSelector((state) => state.device.appBannerClosed);
  const dispatch = useAppDispatch();
  if (!appBanner || closed) return null;
  const app = t('app.name');
  return (
    <aside
      className="app-banner"
      aria-label={t(appBanner.store === 'ios' ? 'banner.ios' : 'banner.android', { app })}
    >
      <p>{t(appBanner.store === 'ios' ? 'banner.ios' : 'banner.android', { app })}</p>
      <a className="button button--small" href={appBanner.url} rel="noopener noreferrer">
        {t('banner.open')}
      </a>
      <BannerForm>
        <button
          type="submit"
          name="appBanner"
          value="closed"
          className="icon-button"
          aria-label={t('banner.close')}
          onClick={(event) => {
            event.preventDefault();
            rememberAppBannerClosed();
            dispatch(deviceActions.closedAppBanner());
          }}
        >
          ×
        </button>
      </BannerForm>
    </aside>
  );
}
