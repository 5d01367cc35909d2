export {
  loadConfig,
  ConfigError,
  PLATFORM_PARTS,
  type Config,
  type Language,
  type PlatformPart,
} from './config.ts';
