import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '../server/config';

const ConfigContext = createContext<PublicConfig | null>(null);

export function ConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The storefront's public configuration (BFF URL, identity pool, company facts), from the server. */
export function usePublicConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('usePublicConfig must be used within a ConfigProvider');
  return config;
}

export type { PublicConfig };
