import { ISLAND_CONTEXT_ID, type IslandContextValue } from './context';

/** The HTML-only page's stand-in for Vike's passToClient: the same two values, as a data attribute. */
export function IslandContext(value: IslandContextValue) {
  return <div id={ISLAND_CONTEXT_ID} hidden data-context={JSON.stringify(value)} />;
}
