export { loadConfig, ConfigError, type Config, type Language } from './config.ts';
