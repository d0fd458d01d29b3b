/** SPEC: the mega menu closes this long after the pointer leaves it. */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;
