// @ts-check
/** The Danish public holidays (helligdage), the moving ones computed from Easter. */
import { addDays, twoDigits } from './dates.mjs';

/**
 * @typedef {object} ClosedDate
 * @property {string} date `MM-DD` every year, or `YYYY-MM-DD` once
 * @property {string} name the day's Danish name as used in a sentence, e.g. `juleaftensdag`
 */

/**
 * Easter Sunday of `year` in the Gregorian calendar (the anonymous algorithm, Meeus/Jones/Butcher).
 * @param {number} year
 */
export function easterSunday(year) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Days after Easter Sunday of the moving Danish public holidays. */
const easterHolidays = [
  { offset: -3, name: 'skærtorsdag' },
  { offset: -2, name: 'langfredag' },
  { offset: 0, name: 'påskedag' },
  { offset: 1, name: '2. påskedag' },
  { offset: 39, name: 'Kristi himmelfartsdag' },
  { offset: 49, name: 'pinsedag' },
  { offset: 50, name: '2. pinsedag' },
];

/**
 * The Danish public holidays (helligdage) of `year`, in date order.
 * @param {number} year
 * @returns {ClosedDate[]}
 */
export function danishPublicHolidays(year) {
  const easter = easterSunday(year);
  return [
    { date: `${year}-01-01`, name: 'nytårsdag' },
    ...easterHolidays.map(({ offset, name }) => ({ date: addDays(easter, offset), name })),
    { date: `${year}-12-25`, name: 'juledag' },
    { date: `${year}-12-26`, name: '2. juledag' },
  ];
}
