/** How large the generated platform and how long the loads: see sizes.ts. */
export type SizeName = 'full' | 'medium' | 'quick';

export interface BenchArgs {
  readonly size: SizeName;
  /** Scenario names to run; all of them when empty. */
  readonly only: readonly string[];
}

/**
 * `--quick` or `--medium`, and `--only <scenario>` (repeatable, or comma-separated); anything else is refused by
 * name.
 */
export function parseArgs(argv: readonly string[], scenarios: readonly string[]): BenchArgs {
  let size: SizeName = 'full';
  const only: string[] = [];
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n]!;
    if (arg === '--quick' || arg === '--medium') size = arg === '--quick' ? 'quick' : 'medium';
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[(n += 1)] : arg.slice('--only='.length);
      if (!value) throw new Error('--only needs a scenario name');
      only.push(...value.split(',').filter(Boolean));
    } else
      throw new Error(`unknown argument ${arg} (use --quick, --medium, --only <${scenarios.join('|')}>)`);
  }
  const unknown = only.filter((name) => !scenarios.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown scenario ${unknown.join(', ')} (scenarios: ${scenarios.join(', ')})`);
  return { size, only };
}
