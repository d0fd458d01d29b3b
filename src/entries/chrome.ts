import { chromePage, type ChromeCopy } from '../schemas/pages/chrome';
import { readEntry } from './read-entry';

/**
 * The shared words (content/pages/chrome.yaml), read at once: for src/config/site.ts, whose menus pair each
 * path with its label, and for code outside Astro that shows a menu's words (the share images). Pages and
 * components read the entry through `pageCopy('chrome')`.
 */
export const readChrome = (): ChromeCopy => readEntry('pages/chrome.yaml', chromePage);
