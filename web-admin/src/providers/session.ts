/** The tokens signing in answered, kept for this browser tab only (a reload keeps them, closing the tab ends them). */
export interface Session {
  readonly token: string;
  readonly refreshToken: string;
}

export interface SessionStore {
  read(): Session | undefined;
  write(session: Session): void;
  clear(): void;
}

const KEY = 'afrimedia.admin.session';

export function browserSession(storage: Storage = window.sessionStorage): SessionStore {
  return {
    read() {
      const raw = storage.getItem(KEY);
      if (!raw) return undefined;
      try {
        const value = JSON.parse(raw) as Partial<Session>;
        return typeof value.token === 'string' && typeof value.refreshToken === 'string'
          ? { token: value.token, refreshToken: value.refreshToken }
          : undefined;
      } catch {
        return undefined;
      }
    },
    write(session) {
      storage.setItem(KEY, JSON.stringify(session));
    },
    clear() {
      storage.removeItem(KEY);
    },
  };
}
