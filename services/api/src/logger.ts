import pino, { type Logger } from 'pino';

export type { Logger };

/** Human-readable lines in a terminal, JSON lines everywhere else (CI, production log shippers). */
export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  const pretty = options.pretty ?? Boolean(process.stdout.isTTY);
  return pino({
    level: options.level,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
