import { z } from 'astro/zod';
import { line, paragraph, placeholderHint } from './copy-fields.ts';
import { pageEntry } from './shared.ts';

/** One point of `Hvad kan du forvente?`: a heading and a line under it. */
const expectation = (label: string) =>
  z
    .object({
      // The point's heading.
      title: line({ label: 'Overskrift' }),
      // One line under it.
      text: paragraph({ label: 'Tekst' }, { max: 160 }),
    })
    .meta({ label });

/** The entry content/pages/booking.yaml: `/booking` and its form (docs/product.md#booking-page). */
export const bookingPage = z.object({
  ...pageEntry('booking'),
  // The page's one h1, in the low hero.
  title: line({ label: 'Overskrift', hint: 'Sidens store overskrift (h1).' }),
  // Under the heading.
  intro: paragraph({ label: 'Indledning' }, { max: 300 }),
  hours: z
    .object({
      // The card's heading.
      title: line({ label: 'Overskrift' }),
      // The badge beside it: how long a meeting takes.
      duration: line({ label: 'Mødets længde', hint: 'Mærket ved overskriften, fx "30–45 minutter".' }),
      // A closed day's hours.
      closed: line({ label: 'Lukket' }),
      // The row for public holidays, when the calendar closes on them.
      holidays: line({ label: 'Helligdage' }),
      // Under the table.
      note: line({ label: 'Note under tabellen' }),
    })
    .meta({
      label: 'Kortet med mødetider',
      hint: 'Dagene og tiderne kommer fra firmaets kalender; her står kun ordene omkring dem.',
    }),
  form: z
    .object({
      // The card's heading; the form is named by it.
      title: line({ label: 'Overskrift' }),
      // Shown instead of the form where the browser has JavaScript turned off.
      noScript: paragraph({ label: 'Uden JavaScript' }, { max: 200 }),
      // Above the fields.
      requiredNote: line({ label: 'Note om påkrævede felter' }),
      // The fields' labels.
      name: line({ label: 'Navn' }),
      email: line({ label: 'E-mail' }),
      phone: line({ label: 'Telefon' }),
      company: line({ label: 'Virksomhed' }),
      date: line({ label: 'Dato' }),
      time: line({ label: 'Tidspunkt' }),
      // The time select's first option, before a time is chosen.
      timePlaceholder: line({ label: 'Tidspunkt: før valg' }),
      message: line({ label: 'Besked' }),
      // The counter under the message.
      messageCounter: line(
        {
          label: 'Tegntæller',
          hint: placeholderHint('', { antal: 'antal skrevne tegn', højst: 'det højeste antal tegn' }),
        },
        { names: ['antal', 'højst'] },
      ),
      // A hidden field only form-filling robots see and fill; its label is never shown to people.
      honeypot: line({ label: 'Skjult robotfelt', hint: 'Ses kun af robotter, der udfylder formularer.' }),
      // The submit button, and its words while the booking is sent.
      submit: line({ label: 'Send-knap' }),
      sending: line({ label: 'Send-knap under afsendelse' }),
      // Under the button: who receives what and why, with the link to the privacy policy.
      consent: paragraph(
        {
          label: 'Samtykketekst',
          hint: placeholderHint('', {
            firma: 'det registrerede navn (eller firmanavnet)',
            privatliv: 'linket til privatlivspolitikken',
          }),
        },
        { names: ['firma', 'privatliv'] },
      ),
      privacyLink: line({ label: 'Link til privatlivspolitikken' }),
      // Under a failed booking's error: the direct ways in.
      failureContact: paragraph(
        {
          label: 'Ved fejl: kontakt',
          hint: placeholderHint('', { telefon: 'telefonnummeret som link', email: 'e-mailadressen som link' }),
        },
        { names: ['telefon', 'email'], max: 200 },
      ),
      // Shown instead of the form where the site has no booking webhook.
      unavailableTitle: line({ label: 'Uden booking: overskrift' }),
      unavailableText: paragraph({ label: 'Uden booking: tekst' }, { max: 200 }),
      // In front of the e-mail address and the phone number in that notice.
      emailLead: line({ label: 'Foran e-mailadressen' }),
      phoneLead: line({ label: 'Foran telefonnummeret' }),
      // The confirmation in the form's place once sent.
      requested: paragraph(
        { label: 'Kvittering', hint: placeholderHint('', { tidspunkt: 'den ønskede dag og tid' }) },
        { names: ['tidspunkt'], max: 200 },
      ),
      saveToCalendar: line({ label: 'Kvittering: gem i kalender' }),
      bookAnother: line({ label: 'Kvittering: book et nyt møde' }),
      nextStepsTitle: line({ label: 'Kvittering: næste skridt' }),
    })
    .meta({
      label: 'Formularen',
      hint: 'Fejlbeskederne og kvitteringens første linje står i koden, sammen med reglerne de følger.',
    }),
  expectations: z
    .object({
      // The panel's heading.
      title: line({ label: 'Overskrift' }),
      consultation: expectation('Personlig konsultation'),
      demonstration: expectation('Live-demonstration'),
      tailored: expectation('Skræddersyet løsning'),
      free: expectation('Uforpligtende og gratis'),
      // Under the points: where the data goes, with `{data}` and `{tillid}` as links.
      dataNote: paragraph(
        {
          label: 'Note om data',
          hint: placeholderHint('', {
            data: 'linket til "Sådan passer vi på jeres data"',
            tillid: 'linket til /tillid',
          }),
        },
        { names: ['data', 'tillid'] },
      ),
      dataLink: line({ label: 'Link til databeskyttelse' }),
      trustLink: line({ label: 'Link til Tillid og data' }),
    })
    .meta({ label: 'Hvad kan du forvente?' }),
  direct: z
    .object({
      // The panel with e-mail and phone.
      title: line({ label: 'Overskrift' }),
      text: paragraph({ label: 'Tekst' }, { max: 200 }),
    })
    .meta({ label: 'Kontakt os direkte' }),
});

export type BookingCopy = z.infer<typeof bookingPage>;
