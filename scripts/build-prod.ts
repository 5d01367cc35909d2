/**
 * `npm run build:prod`'s last step: bundles the platform's process (scripts/start-prod.ts with every @afrimedia
 * workspace it imports, which are TypeScript sources) into dist/start-prod.js for plain Node. Packages from npm
 * stay outside the bundle, imported from node_modules at run time: native ones (sharp, argon2) cannot be bundled,
 * and production installs them with `npm ci --omit=dev`, which leaves tsx and vite out. A package a workspace holds
 * in its own node_modules (another major version than the hoisted one) is imported by its path from dist/.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outfile = resolve(root, 'dist/start-prod.js');
const hoisted = resolve(root, 'node_modules') + sep;
const WORKSPACE = /^@afrimedia\//;

const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (WORKSPACE.test(args.path) || args.pluginData === npmPackagesOutside) return undefined;
      const found = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: npmPackagesOutside,
      });
      if (found.errors.length > 0) return { errors: found.errors };
      const nested = !found.external && !found.path.startsWith(hoisted);
      return {
        path: nested ? relative(dirname(outfile), found.path).split(sep).join('/') : args.path,
        external: true,
      };
    });
  },
};

const result = await build({
  entryPoints: [resolve(root, 'scripts/start-prod.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesOutside],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.log(`dist/start-prod.js: ${(bytes / 1024).toFixed(0)} KiB`);
