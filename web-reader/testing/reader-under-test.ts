import { startTestApi, type TestApi, type TestApiOptions } from '@afrimedia/api/testing';
import { inject } from 'vitest';
import { readerApp } from '../server.ts';

/**
 * The real API on a database of its own, serving the reader app built for this run at /: what a browser gets
 * from `npm start`, minus the demo content (tests create what they read).
 */
export async function startReaderUnderTest(
  label = 'reader',
  options: Omit<TestApiOptions, 'webApps'> = {},
): Promise<TestApi> {
  const serve = await readerApp(inject('readerBuildDir'));
  return startTestApi(label, { ...options, webApps: [{ mount: '/', serve }] });
}
