import { chromePage, type ChromeCopy } from '../schemas/pages/chrome.ts';
import { readEntry } from './read-entry.ts';

/**
 * The shared words (content/pages/chrome.yaml), read at once, for src/config/site.ts: its menus pair each path
 * with its label from here, so every reader of the menus has their words, inside Astro or not (the share
 * images, the tests). Pages and components read the entry through `pageCopy('chrome')`.
 */
export const readChrome = (): ChromeCopy => readEntry('pages/chrome.yaml', chromePage);
