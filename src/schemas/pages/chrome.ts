import { z } from 'astro/zod';
import { line, paragraph, placeholderHint } from './copy-fields.ts';

/**
 * The words every page shares (content/pages/chrome.yaml): the header, the menus, the footer and the buttons
 * and notices several pages place. The menus' order, paths and categories are settings (src/config/site.ts);
 * the words they show are here, one field per link, so an editor renames a link and cannot lose one.
 */
export const chromePage = z.object({
  // Which entry this is; equal to the file's name, never edited.
  page: z.literal('chrome').meta({ label: 'Side', widget: 'hidden' }),
  // The first link on every page, seen when tabbing: it jumps past the header to the page's content.
  skipLink: line({ label: 'Spring-over-link', hint: 'Vises for tastaturbrugere øverst på hver side.' }),
  nav: z
    .object({
      // The header's navigation, as screen readers name it.
      label: line({ label: 'Hovedmenuens navn', hint: 'Læses op af skærmlæsere.' }),
      // The link to the home page.
      home: line({ label: 'Hjem' }),
      // The button that opens the mega menu; also the mobile menu's heading over the categories.
      offer: line({ label: 'Vi tilbyder', hint: 'Knappen, der åbner menuen med alle ydelser.' }),
      // The link to /priser.
      prices: line({ label: 'Priser' }),
      // The link to /about.
      about: line({ label: 'Om os' }),
      // The link to /booking.
      contact: line({ label: 'Kontakt' }),
      // The quiet link to the staff panel.
      staff: line({ label: 'Medarbejderpanel', hint: 'Det diskrete link til /staff.' }),
    })
    .meta({ label: 'Hovedmenu', hint: 'Ordene i menuen; rækkefølge og adresser ligger i opsætningen.' }),
  header: z
    .object({
      // Read after the company name on the logo: "Fynbo AI – til forsiden".
      logoHint: line({ label: 'Logoets link', hint: 'Læses op efter firmanavnet: "Fynbo AI – til forsiden".' }),
      // The header's booking button, on every screen width.
      booking: line({ label: 'Bookingknap', hint: 'Knappen til /booking i toppen af hver side.' }),
    })
    .meta({ label: 'Toppen af hver side' }),
  // The six service categories: the mega menu's columns and the mobile menu's groups.
  categories: z
    .object({
      'data-ai': line({ label: 'Data & AI' }),
      software: line({ label: 'Softwareudvikling' }),
      experiences: line({ label: 'Digitale oplevelser' }),
      business: line({ label: 'Forretning' }),
      'cloud-security': line({ label: 'Cloud-platforme og sikkerhed' }),
      products: line({ label: 'Produkter', hint: 'Flagskibene; får den fremhævede kolonne.' }),
    })
    .meta({
      label: 'Kategorier',
      hint: 'Navnene på de seks kategorier i menuen. Hvilke ydelser der hører til, står på hver ydelse.',
    }),
  megaMenu: z
    .object({
      // Each column's last link, to /booking.
      contact: line({ label: 'Kontaktlink', hint: 'Sidste link i hver kolonne, fx "Kontakt os".' }),
      // Read after it by screen readers: "Kontakt os om Data & AI".
      contactHint: line(
        {
          label: 'Kontaktlink for skærmlæsere',
          hint: placeholderHint('Læses op efter linket.', { kategori: 'kategoriens navn' }),
        },
        { names: ['kategori'] },
      ),
      // The sixth cell, for the visitor who does not know which service fits.
      unsureTitle: line({ label: 'Usikker: overskrift' }),
      unsureText: paragraph({ label: 'Usikker: tekst' }, { max: 200 }),
      unsureLink: line({ label: 'Usikker: link til booking' }),
      // The call to the demo under the products.
      demoTitle: line(
        { label: 'Demo: overskrift', hint: placeholderHint('', { agent: 'demoagentens navn' }) },
        { names: ['agent'] },
      ),
      demoText: line({ label: 'Demo: tekst' }),
    })
    .meta({ label: 'Menuen Vi tilbyder' }),
  mobileMenu: z
    .object({
      // The button that opens the menu on phones (read aloud only below 400 px).
      toggle: line({ label: 'Menuknap' }),
      // The menu's name for screen readers.
      label: line({ label: 'Menuens navn', hint: 'Læses op af skærmlæsere.' }),
    })
    .meta({ label: 'Mobilmenu' }),
  products: z
    .object({
      // The heading over the four products, in the mobile menu and the footer.
      title: line({ label: 'Overskrift', hint: 'Over de fire produkter i mobilmenuen og sidefoden.' }),
      // The four products' names, each a link to its service page.
      'ai-telefonassistent': line({ label: 'AI-telefonassistent' }),
      hjemmesider: line({ label: 'Hjemmesider' }),
      'ai-agent': line({ label: 'Chatbot', hint: 'Linker til siden om AI-agenter.' }),
      procesudvikling: line({ label: 'Automatisering', hint: 'Linker til siden om procesudvikling.' }),
    })
    .meta({ label: 'De fire produkter', hint: 'I mobilmenuen, i sidefoden og på siden, der ikke findes.' }),
  footer: z
    .object({
      // The closing band above the footer, on every page that sells.
      closingTitle: line({ label: 'Afslutning: overskrift' }),
      closingText: paragraph({ label: 'Afslutning: tekst' }, { max: 200 }),
      closingButton: line({ label: 'Afslutning: knap' }),
      // Under the company name.
      about: paragraph({ label: 'Om firmaet', hint: 'Teksten under firmanavnet.' }, { max: 300 }),
      // The heading over e-mail, phone, address and CVR number.
      contactTitle: line({ label: 'Kontakt: overskrift' }),
      // The CVR number's link to the public company register.
      cvr: line(
        { label: 'CVR-link', hint: placeholderHint('Vises, når CVR-nummeret er angivet.', { cvr: 'CVR-nummeret' }) },
        { names: ['cvr'] },
      ),
      // The company's own pages.
      companyTitle: line({ label: 'Virksomhed: overskrift' }),
      companyLinks: z
        .object({
          about: line({ label: 'Om os' }),
          prices: line({ label: 'Priser' }),
          demo: line({ label: 'Demo' }),
          contact: line({ label: 'Kontakt' }),
          privacy: line({ label: 'Privatlivspolitik' }),
          trust: line({ label: 'Tillid og data' }),
        })
        .meta({ label: 'Virksomhed: links' }),
      // The last line of every page.
      copyright: line(
        {
          label: 'Ophavsret',
          hint: placeholderHint('', { år: 'det aktuelle år', firma: 'det registrerede navn (eller firmanavnet)' }),
        },
        { names: ['år', 'firma'] },
      ),
    })
    .meta({ label: 'Sidefod' }),
  actions: z
    .object({
      // The booking button beside `Se demo` on the dark heroes, where the page names no other.
      booking: line({ label: 'Bookingknap', hint: 'Standardteksten på knappen til /booking i de mørke toppe.' }),
      // The button to /demo beside it.
      demo: line({ label: 'Demoknap' }),
      // The link that goes one step back.
      back: line({ label: 'Tilbage-link' }),
      // Under a product page's price: the link to /priser.
      prices: line(
        { label: 'Link til priserne', hint: 'Under prisen på en produktside; fører til /priser.' },
        { max: 40 },
      ),
    })
    .meta({ label: 'Knapper på flere sider' }),
  // The small link by a figure: to its source on /tillid, or to the trial's terms (docs/product.md#marketing-figures).
  figureLinks: z
    .object({
      // The link by a figure whose basis is a published source.
      source: line({ label: 'Kilde: linkets tekst' }, { max: 20 }),
      // What screen readers hear for it.
      sourceLabel: line(
        { label: 'Kilde: navn for skærmlæsere', hint: placeholderHint('', { tal: 'tallet og dets tekst' }) },
        { max: 80, required: ['tal'] },
      ),
      // The link by the trial claim, to its terms.
      terms: line({ label: 'Vilkår: linkets tekst' }, { max: 20 }),
      termsLabel: line(
        { label: 'Vilkår: navn for skærmlæsere', hint: placeholderHint('', { tal: 'tallet og dets tekst' }) },
        { max: 80, required: ['tal'] },
      ),
    })
    .meta({ label: 'Links ved tal', hint: 'Det lille link ved et tal med kilde og ved prøveperioden.' }),
  noScript: z
    .object({
      // Under a notice that a form or the demo needs JavaScript: the other ways in.
      contactIntro: line({ label: 'Indledning' }),
      email: line({ label: 'E-mail', hint: 'Foran e-mailadressen.' }),
      phone: line({ label: 'Telefon', hint: 'Foran telefonnummeret.' }),
    })
    .meta({ label: 'Uden JavaScript', hint: 'Vises, hvor noget kræver JavaScript, og browseren har det slået fra.' }),
  // The savings calculator under a page's savings example (docs/product.md#savings-calculator).
  calculator: z
    .object({
      // Its heading.
      title: line({ label: 'Overskrift' }, { max: 60 }),
      // The field's label.
      field: line({ label: 'Feltets navn' }, { max: 60 }),
      // Under the field while it holds an amount.
      example: line(
        {
          label: 'Under feltet',
          hint: placeholderHint('', { udgift: 'eksemplets udgift i dag', beløb: 'dens beløb' }),
        },
        { max: 120, required: ['udgift', 'beløb'] },
      ),
      // Under the field when the calculator cannot read what was typed.
      unreadable: line({ label: 'Når beløbet ikke kan læses' }, { max: 120 }),
      // The result's name while there is a saving, and when the cost is below the price.
      saving: line({ label: 'Besparelse' }, { max: 40 }),
      noSaving: line({ label: 'Ingen besparelse' }, { max: 40 }),
      // Said plainly under the formula when the visitor's cost is below the price.
      belowPrice: paragraph(
        {
          label: 'Når udgiften er lavere end prisen',
          hint: placeholderHint('Beløbene slutter med "kr./md.", så sætningen skal ikke have punktum efter {pris}.', {
            udgift: 'den indtastede udgift',
            pris: 'prisen',
          }),
        },
        { max: 200, required: ['udgift', 'pris'] },
      ),
      // Before the rule in words.
      rule: line({ label: 'Før reglen' }, { max: 40 }),
      // The rule where a fixed monthly price replaces the cost.
      priceRule: line(
        { label: 'Regel med fast pris', hint: placeholderHint('', { løsning: 'løsningens navn' }) },
        { max: 120, required: ['løsning'] },
      ),
      // The rule where the saving is a share of the cost.
      shareRule: line({ label: 'Regel med andel' }, { max: 120 }),
      // Under the calculator when the browser runs no JavaScript.
      noScript: line({ label: 'Uden JavaScript' }, { max: 120 }),
    })
    .meta({ label: 'Beregn jeres besparelse', hint: 'Beregneren under sidernes besparelseseksempler.' }),
  // The pause control every animated illustration and the carousel have (WCAG 2.2.2).
  illustrations: z
    .object({
      // The button's word while it plays.
      pause: line(
        { label: 'Pause', hint: 'Skærmlæsere hører ordet efterfulgt af, hvad knappen standser.' },
        { max: 14 },
      ),
      // The button's word while it is paused.
      play: line({ label: 'Afspil' }, { max: 14 }),
    })
    .meta({ label: 'Animationernes pauseknap', hint: 'Ordene på knappen, der standser og starter en animation.' }),
});

export type ChromeCopy = z.infer<typeof chromePage>;
