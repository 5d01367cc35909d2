import type { TestProject } from 'vitest/node';
import { buildReaderForTests } from './build-reader.ts';

/**
 * Names a finished reader build for every project of this run: the int and browser projects' setups run one after
 * the other in one process, so the second finds the first's build here. CI sets it to the build `npm run build`
 * just made, so its second test run builds nothing.
 */
const SHARED_BUILD = 'READER_TEST_BUILD_DIR';

/** Builds the reader app once per test run unless a build is named. */
export default function setup(project: TestProject) {
  const shared = process.env[SHARED_BUILD];
  if (shared) {
    project.provide('readerBuildDir', shared);
    return;
  }
  const build = buildReaderForTests();
  process.env[SHARED_BUILD] = build.dir;
  project.provide('readerBuildDir', build.dir);
  return () => {
    delete process.env[SHARED_BUILD];
    build.remove();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    readerBuildDir: string;
  }
}
