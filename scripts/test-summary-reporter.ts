import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain `tests: N passed, N failed, N skipped` line, the closing line CI reads to tell a
 * run that tested something from one that ran no test.
 */
export default class TestSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      if (module.state() === 'failed' && !module.children.size) counts.failed += 1;
    }
    process.stdout.write(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
