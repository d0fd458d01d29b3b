/** SPEC: the mega menu closes this long after the pointer leaves it. */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;

/** Keys that open the menu from its trigger; ArrowDown also moves focus to the first link. */
export const MEGA_MENU_OPEN_KEYS = ['Enter', ' ', 'ArrowDown'] as const;
