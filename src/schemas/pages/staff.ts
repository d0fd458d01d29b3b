import { z } from 'astro/zod';
import { line, paragraph } from './copy-fields.ts';
import { pageEntry } from './shared.ts';

/**
 * The entry content/pages/staff.yaml: what anyone sees on `/staff` before logging in (docs/product.md#staff-page).
 * The panel's words once in, and the login's error texts, stay in the code with the rules they follow.
 */
export const staffPage = z.object({
  ...pageEntry('staff'),
  // The small line over the heading.
  eyebrow: line({ label: 'Lille overskrift' }),
  // The page's one h1.
  title: line({ label: 'Overskrift', hint: 'Sidens store overskrift (h1).' }),
  // Under the heading.
  intro: paragraph({ label: 'Indledning' }, { max: 300 }),
  // Instead of the login where the browser has JavaScript turned off.
  noScript: paragraph({ label: 'Uden JavaScript' }, { max: 200 }),
  gate: z
    .object({
      // The card's heading, over the login and the not-set-up notice alike.
      title: line({ label: 'Overskrift' }),
      // Over the password field.
      intro: line({ label: 'Indledning' }),
      password: line({ label: 'Adgangskode' }),
      // Opens the field for a one-time code.
      askCode: line({ label: 'Link til engangskode' }),
      // The button, and its words while the password is checked.
      submit: line({ label: 'Log ind-knap' }),
      checking: line({ label: 'Log ind-knap under kontrol' }),
      // The one-time code's field and the line under its label.
      code: line({ label: 'Engangskode' }),
      codeHint: paragraph({ label: 'Engangskode: forklaring' }, { max: 250 }),
      // Under the form on a known device, and its button.
      knownDevice: paragraph({ label: 'Kendt enhed' }, { max: 250 }),
      forgetDevice: line({ label: 'Glem denne enhed' }),
      // Said once the device is forgotten.
      forgotten: line({ label: 'Enheden er glemt' }),
      // In place of the form where the site has no staff API.
      notSetUpTitle: line({ label: 'Ikke sat op: overskrift' }),
      notSetUpText: paragraph(
        {
          label: 'Ikke sat op: tekst',
          hint: 'Til en besøgende, i almindeligt dansk: ingen tekniske navne (hvad der skal sættes op, står i dokumentationen og i byggets besked).',
        },
        { max: 300 },
      ),
      // The way back from the notice: a link to the home page.
      homeLink: line({ label: 'Ikke sat op: link til forsiden' }, { max: 40 }),
    })
    .meta({ label: 'Login' }),
});
