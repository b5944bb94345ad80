export { startIdentity, FACTS_FILE } from './identity';
export type { IdentityFacts, IdentityHandle, IdentityOptions } from './identity';
export { loadIdentityConfig, ConfigError } from './config';
