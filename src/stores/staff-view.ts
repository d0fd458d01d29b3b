/**
 * Which of the logged-in panel's two views is shown: `Overblik` (the dashboard) or `Bookinger`. The
 * view is the address's hash (`#bookinger`), so a reload, a bookmark and the browser's back button
 * keep it; the links in the panel's header change the hash and this store follows.
 */
import { atom, onMount } from 'nanostores';

export type PanelView = 'overblik' | 'bookinger';

export interface PanelViewState {
  view: PanelView;
  /** The employee chose it (a link, back or forward): focus goes to the view's heading. */
  byVisitor: boolean;
}

export const panelViewHash = (view: PanelView): string => `#${view}`;

const viewOfHash = (hash: string): PanelView => (hash === panelViewHash('bookinger') ? 'bookinger' : 'overblik');

const hashNow = () => (typeof location === 'undefined' ? '' : location.hash);

// Read when the island's JavaScript loads, so a reload on `#bookinger` never shows the dashboard first.
export const $panelView = atom<PanelViewState>({ view: viewOfHash(hashNow()), byVisitor: false });

onMount($panelView, () => {
  $panelView.set({ view: viewOfHash(hashNow()), byVisitor: false });
  const onHashChange = () => $panelView.set({ view: viewOfHash(hashNow()), byVisitor: true });
  // The window it listened on: nanostores unmounts a second after the last listener left, when a test's
  // window may already be gone.
  const target = window;
  target.addEventListener('hashchange', onHashChange);
  return () => target.removeEventListener('hashchange', onHashChange);
});
