import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, PLATFORM_PARTS } from '@afrimedia/config';
import { createPlatformMetrics, watchEncoderQueue, watchProjections, watchRelays } from '@afrimedia/api';

const infra = import.meta.dirname;
const read = (path: string) => readFileSync(join(infra, path), 'utf8');
const yamlOf = (path: string) => parse(read(path), { merge: true }) as Record<string, unknown>;

interface ComposeService {
  environment?: Record<string, string | number>;
  image?: string;
  ports?: string[];
}
type Compose = { services: Record<string, ComposeService> };

/** Compose's interpolation, with a value for every variable the operator must give. */
function interpolated(value: string | number): string {
  return String(value).replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_whole, name: string, kind, rest: string) => {
      if (kind === '-') return rest;
      const given: Record<string, string> = {
        SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
        PERSONAL_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
        METRICS_TOKEN: 'scrape-token',
      };
      if (!(name in given)) throw new Error(`${name} has no default and the test gives it none`);
      return given[name]!;
    },
  );
}

/** The image's ENV lines: what every container of the platform starts with. */
function imageEnvironment(): Record<string, string> {
  const block = /^ENV ((?:.*\\\n)*.*)$/m.exec(read('Dockerfile'))?.[1] ?? '';
  return Object.fromEntries(
    block
      .replace(/\\\n/g, ' ')
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

/** Each file's services, a later file's settings laid over an earlier one's, as `docker compose -f a -f b` does. */
function platformServices(files: readonly string[]) {
  const merged: Record<string, Record<string, string>> = {};
  for (const file of files) {
    const { services } = yamlOf(file) as Compose;
    for (const [name, service] of Object.entries(services)) {
      if (service.image !== 'afrimedia:latest' && !merged[name]) continue;
      merged[name] = {
        ...merged[name],
        ...Object.fromEntries(
          Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolated(value)]),
        ),
      };
    }
  }
  return merged;
}

describe('the deployment files', () => {
  it.each([[['docker-compose.yml']], [['docker-compose.yml', 'docker-compose.eventstoredb.yml']]])(
    '%o: every process of the platform starts with a configuration it accepts, each part once',
    (files) => {
      const services = platformServices(files);
      const parts = Object.entries(services).map(([name, environment]) => {
        const config = loadConfig({ ...imageEnvironment(), ...environment });
        expect(config.env, name).toBe('production');
        if (files.length > 1) expect(config.eventStoreUrl, name).toMatch(/^esdb:\/\//);
        return config.parts;
      });
      expect(parts.flat().sort()).toEqual([...PLATFORM_PARTS].sort());
    },
  );

  it('scrapes every process of the platform, on the port the image listens on', () => {
    const prometheus = yamlOf('observability/prometheus.yml') as {
      scrape_configs: { dns_sd_configs: { names: string[]; port: number }[] }[];
    };
    const [discovery] = prometheus.scrape_configs[0]!.dns_sd_configs;
    expect(discovery!.names.sort()).toEqual(Object.keys(platformServices(['docker-compose.yml'])).sort());
    expect(String(discovery!.port)).toBe(imageEnvironment().PORT);
  });

  it("charts only metrics the platform's processes expose, from the provisioned data source", async () => {
    const metrics = createPlatformMetrics();
    watchProjections(metrics, () => []);
    watchEncoderQueue(metrics, async () => 0);
    watchRelays(metrics, new Map());
    const exposed = new Set(
      (await metrics.registry.getMetricsAsJSON()).flatMap(({ name, type }) =>
        String(type) === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
      ),
    );
    const dashboard = JSON.parse(read('observability/grafana/dashboards/afrimedia-platform.json')) as {
      panels: { type: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
    };
    const charts = dashboard.panels.filter((panel) => panel.type !== 'row');
    const named = charts.flatMap((panel) =>
      (panel.targets ?? []).flatMap(({ expr }) =>
        [...expr.matchAll(/\b([a-z]+_[a-z0-9_]+)\b(?!\s*\()/g)].map((m) => m[1]!),
      ),
    );
    expect(named.length).toBeGreaterThan(charts.length - 1);
    expect(named.filter((name) => !exposed.has(name))).toEqual([]);
    const source = yamlOf('observability/grafana/provisioning/datasources/prometheus.yml') as {
      datasources: { uid: string }[];
    };
    expect(new Set(charts.map((panel) => panel.datasource?.uid))).toEqual(
      new Set([source.datasources[0]!.uid]),
    );
  });
});
