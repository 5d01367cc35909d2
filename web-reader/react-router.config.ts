import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Tests build into a folder of their own, so runs side by side never overwrite each other's build.
  buildDirectory: process.env.READER_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
