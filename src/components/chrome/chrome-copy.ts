import { pageCopy } from '../../entries/pages';

/**
 * The shared words (content/pages/chrome.yaml), read once per build: the layout hands the header and footer
 * theirs, and the sections several pages place (the dark heroes' buttons, `Tilbage`, the no-JavaScript
 * notice) take their default words from here when the page names none.
 */
export const chromeCopy = await pageCopy('chrome');
