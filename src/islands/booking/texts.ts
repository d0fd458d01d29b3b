/**
 * The booking form's words, from content/pages/booking.yaml's `form` (the page hands them over). Placeholders
 * in braces are filled here: `{antal}`/`{højst}` as the visitor types, `{firma}` with the company's name,
 * `{telefon}`/`{email}` as links, `{tidspunkt}` with the requested time. The error texts and the
 * confirmation's first line stay in src/lib/booking/form-status.ts with the rules they follow.
 */
export interface BookingFormTexts {
  requiredNote: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  date: string;
  time: string;
  timePlaceholder: string;
  message: string;
  messageCounter: string;
  honeypot: string;
  submit: string;
  sending: string;
  consent: string;
  privacyLink: string;
  failureContact: string;
  unavailableTitle: string;
  unavailableText: string;
  emailLead: string;
  phoneLead: string;
  requested: string;
  saveToCalendar: string;
  bookAnother: string;
  nextStepsTitle: string;
}
