/**
 * The attribute an island sets on one of its elements once it can act on what the visitor
 * does; `client:intent={{ replay: true }}` waits for it before replaying a held action.
 */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';

/** Spread on an island's element: marks it ready from the render where `ready` turns true. */
export function islandReadyMarker(ready: boolean): Record<string, string> {
  return ready ? { [ISLAND_READY_ATTRIBUTE]: '' } : {};
}
