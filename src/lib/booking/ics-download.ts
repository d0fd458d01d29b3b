import { bookingIcsFileName, buildBookingIcs, icsMimeType, type BookingIcsInput } from './ics.mjs';

/**
 * Saves the requested meeting as an `.ics` file, made in the browser: no server has to keep it.
 * The object URL is revoked on the next task, once the click has handed the file to the browser.
 */
export function downloadBookingIcs(input: BookingIcsInput, doc: Document = document) {
  const url = URL.createObjectURL(new Blob([buildBookingIcs(input)], { type: icsMimeType }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = bookingIcsFileName(input.date);
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
