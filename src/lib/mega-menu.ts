/**
 * The mega menu closes this long after the pointer leaves it (docs/product.md#mega-menu), so a pointer
 * that strays briefly does not shut it. Also read by the CSS that runs before hydration (as
 * --mega-menu-close-delay).
 */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;
