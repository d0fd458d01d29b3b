/** Joins class names, skipping empty ones: the one way components merge classes. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
