/**
 * Joins class names, skipping empty ones: the one way components merge classes. It does not
 * resolve conflicts, so never pass two utilities for the same property (wrap the element instead).
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
