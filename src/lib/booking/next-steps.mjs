// @ts-check
/** What happens after a booking request, as the confirmation on the page and the receipt mail both say it. */
export const bookingNextSteps = Object.freeze([
  'Vi bekræfter tidspunktet på e-mail.',
  'Vi forbereder mødet, så tiden går til netop jeres behov.',
  'Mødet tager 30–45 minutter, med en live-demonstration og et konkret forslag – gratis og uforpligtende.',
]);
