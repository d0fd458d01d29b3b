const numberFormat = new Intl.NumberFormat('da-DK');

/** `35101` → `35.101` (Danish thousands separator). */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** `35101` → `35.101 kr.` */
export const formatKr = (value: number): string => `${formatNumber(value)} kr.`;

/** `2026-11-22` (or a Date) → `22. november 2026`. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(`${value}T12:00:00`) : value;
  return new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
