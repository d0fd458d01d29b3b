/** The mega menu closes this long after the pointer leaves it (docs/product.md#mega-menu). */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;
