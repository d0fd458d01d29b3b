const numberFormat = new Intl.NumberFormat('da-DK');

/** `35101` → `35.101` (Danish thousands separator). */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** `35101` → `35.101 kr.` */
export const formatKr = (value: number): string => `${formatNumber(value)} kr.`;
