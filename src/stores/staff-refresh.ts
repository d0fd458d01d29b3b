/**
 * The staff panel's refresh rule (docs/product.md#staff-dashboard), shared by the dashboard and
 * `Bookinger`: while something shows the store, read at once, every 30 s while the tab is visible,
 * at once on return to it, and at once after a new login.
 */
import { onMount, type ReadableAtom } from 'nanostores';

/** How often an open view reads the API again while the tab is visible. */
export const STAFF_REFRESH_MS = 30_000;

const isVisible = () => document.visibilityState === 'visible';

/**
 * Keeps `store` fresh with `refresh` for as long as it has readers.
 * @param session the panel's session store; a new token reads again at once
 */
export function refreshWhileShown(
  store: ReadableAtom<unknown>,
  refresh: () => Promise<void>,
  session: ReadableAtom<{ token: string | null }>,
): void {
  onMount(store, () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const schedule = () => {
      clearInterval(timer);
      timer = isVisible() ? setInterval(() => void refresh(), STAFF_REFRESH_MS) : undefined;
    };
    const onVisibility = () => {
      schedule();
      if (isVisible()) void refresh();
    };
    // A new login while the store stayed mounted (nanostores keeps it a moment after the last reader).
    const stopWatchingSession = session.listen((now, before) => {
      if (now.token && now.token !== before?.token) void refresh();
    });
    void refresh();
    schedule();
    // The document it listened on: the unmount comes a moment later, when a test's may be gone.
    const page = document;
    page.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      stopWatchingSession();
      page.removeEventListener('visibilitychange', onVisibility);
    };
  });
}
