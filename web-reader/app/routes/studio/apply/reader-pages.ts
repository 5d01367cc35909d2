import type { TestApi, TestUser } from '@afrimedia/api/testing';

type Session = Pick<TestUser, 'token'>;

const cookieOf = (user: Session) =>
  `token=${encodeURIComponent(JSON.stringify({ token: user.token, type: 'bearer', refreshToken: 'x' }))}`;

/** The reader's pages as a browser without scripts gets them, signed in as `user` or as a visitor. */
export function readerPages(api: Pick<TestApi, 'url' | 'newUser'>) {
  const page = (path: string, user?: Session) =>
    fetch(`${api.url}${path}`, { redirect: 'manual', headers: user ? { cookie: cookieOf(user) } : {} });

  /** Polls until `check` holds, for at most `ms`: on a busy machine the read models lag behind the API's wait. */
  async function soon<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 30_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return {
    page,
    /** A new user, once the API knows their session (the accounts read model has them). */
    async newUser(options?: Parameters<TestApi['newUser']>[0]): Promise<TestUser> {
      const user = await api.newUser(options);
      const known = () => fetch(`${api.url}/api/auth/user`, { headers: user.auth }).then((r) => r.status);
      await soon(known, (status) => status === 200, 45_000);
      return user;
    },
    /** A form posted as `user`; a field given a list is sent once per value, like ticked checkboxes. */
    post(path: string, user: Session, fields: Record<string, string | readonly string[]>) {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const one of typeof value === 'string' ? [value] : value) body.append(name, one);
      return fetch(`${api.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieOf(user), origin: api.url },
        body,
      });
    },
    /** The page once it shows `text` (what was just decided shows once the read models have it). */
    async showing(path: string, user: Session | undefined, text: string | RegExp) {
      const read = async () => {
        const response = await page(path, user);
        return { status: response.status, html: await response.text() };
      };
      return soon(read, ({ html }) => (typeof text === 'string' ? html.includes(text) : text.test(html)));
    },
  };
}
