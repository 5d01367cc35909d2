import { Form, useActionData, useSearchParams } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** Spec §2 site password wall, shown for every page while a wall password is configured and not given. */
export function SiteWall() {
  const t = useT();
  const [search] = useSearchParams();
  const result = useActionData<{ wrong?: boolean }>();
  return (
    <main id="main" className="narrow">
      <h1>{t('wall.title')}</h1>
      <Form method="post" className="stack">
        <input type="hidden" name="returnTo" value={search.get('returnTo') ?? '/'} />
        <label>
          {t('wall.password')}
          <input
            type="password"
            name="password"
            required
            autoComplete="current-password"
            aria-invalid={result?.wrong ? true : undefined}
            aria-describedby={result?.wrong ? 'wall-error' : undefined}
          />
        </label>
        {result?.wrong ? (
          <p id="wall-error" className="field-error" role="alert">
            {t('wall.wrong')}
          </p>
        ) : null}
        <button type="submit" className="button">
          {t('wall.submit')}
        </button>
      </Form>
    </main>
  );
}
