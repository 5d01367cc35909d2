import type {} from '@afrimedia/postgres/testing';
import { inject } from 'vitest';
import type {} from '../testing/build-reader.global-setup.ts';
import type { LocalCardEntry } from '@afrimedia/api';
import { startPlatformUnderTest, type PlatformUnderTest } from '../testing/platform-under-test.ts';

/**
 * The platform with its demo content for one spec file: this run's reader build, a database of its own, and
 * cards taken as `cardEntry` says (the reader's own fields by default).
 */
export function platformForSpec(label: string, cardEntry?: LocalCardEntry): Promise<PlatformUnderTest> {
  return startPlatformUnderTest({
    readerBuildDir: inject('readerBuildDir'),
    postgresServerUrl: inject('postgresServerUrl'),
    label,
    ...(cardEntry ? { cardEntry } : {}),
  });
}
