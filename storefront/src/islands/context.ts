import type { PublicConfig } from '../config';
import type { UiLanguage } from '../i18n/language';

/** What the island script and the islands it mounts need from the server (ADR 0044). */
export interface IslandContextValue {
  locale: UiLanguage;
  publicConfig: PublicConfig;
}

export const ISLAND_CONTEXT_ID = 'island-context';

export function readIslandContext(): IslandContextValue | null {
  const raw = document.getElementById(ISLAND_CONTEXT_ID)?.dataset.context;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as IslandContextValue;
  } catch {
    return null;
  }
}
