import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import People from '../../src/components/about/People.astro';
import PeopleList from '../../src/components/about/PeopleList.astro';
import { initials, shownPeople } from '../../src/components/about/people';
import { readEntry } from '../../src/entries/read-entry';
import { aboutPage } from '../../src/schemas/pages/about';
import { personSchema } from '../../src/schemas/people';
import { tillidPage } from '../../src/schemas/pages/tillid';
import photo from './fixtures/person-photo.jpg';

// docs/product.md#about-page and #tillid: the people of content/people/ show on /about and in /tillid's
// "Hvem I handler med" only when there are entries, each with the heading the page's entry gives.
const about = readEntry('pages/about.yaml', aboutPage).people;
const tillid = readEntry('pages/tillid.yaml', tillidPage).company.people;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const entry = (id: string, fields: Record<string, unknown>) => ({
  id,
  data: personSchema.parse({ consentDate: '2027-03-01', ...fields }),
});
const anna = entry('anna', {
  name: 'Anna Eksempel',
  role: 'Direktør',
  line: 'Holder det første møde og følger hvert projekt til lanceringen.',
  photo: 'src/assets/people/person-photo.jpg',
  order: 1,
});
const bo = entry('bo', { name: 'Bo Prøve', role: 'Udvikler', line: 'Bygger og tester jeres løsning.', order: 0 });
const photos = { '../../assets/people/person-photo.jpg': photo };

describe('the people section', () => {
  it('renders nothing while content/people/ holds no entries, on /about and on /tillid', async () => {
    const container = await AstroContainer.create();
    expect((await container.renderToString(People, { props: about })).trim()).toBe('');
    expect((await container.renderToString(People, { props: { ...tillid, level: 3 } })).trim()).toBe('');
  });

  it('renders nothing for an empty list', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(PeopleList, { props: { ...about, people: [] } });
    expect(html.trim()).toBe('');
  });

  it('shows each person with their role and line, in their order, under the heading of the page', async () => {
    const container = await AstroContainer.create();
    const people = shownPeople([anna, bo], photos);
    const html = await container.renderToString(PeopleList, { props: { ...about, people } });
    expect(html).toContain('data-people');
    expect(html).toMatch(new RegExp(`<h2[^>]*>${about.title}</h2>`));
    const text = textOf(html);
    expect(text).toContain(about.lead);
    expect(text).toContain('Bo Prøve Udvikler Bygger og tester jeres løsning.');
    expect(text).toContain('Anna Eksempel Direktør Holder det første møde');
    expect(text.indexOf('Bo Prøve')).toBeLessThan(text.indexOf('Anna Eksempel'));
    // Anna's photo through astro:assets (re-encoded in the build), beside her name; Bo has none.
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(/<img src="\/_image\?href=[^"]*person-photo\.jpg[^"]*f=webp[^>]*\salt[\s=>]/);
    // Without a portrait, the initials stand in its place (a monogram, hidden from screen readers); a name per card.
    expect(html.match(/aria-hidden="true"[^>]*>BP<\/span>/g)).toHaveLength(1);
    expect(html).not.toContain('>AE<');
    expect(html.match(/<h3[^>]*>(Anna Eksempel|Bo Prøve)<\/h3>/g)).toHaveLength(2);

    const inTillid = await container.renderToString(PeopleList, { props: { ...tillid, level: 3, people } });
    expect(inTillid).toMatch(new RegExp(`<h3[^>]*>${tillid.title}</h3>`));
    expect(inTillid).not.toContain('<section');
  });

  // Look review 3: one silhouette and one initials card looked thin. The team is laid out for its size (1-6).
  it('lays one or two people out as wide cards, five as three across with the last two sharing their row', async () => {
    const container = await AstroContainer.create();
    const team = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Person ${String.fromCharCode(65 + index)} Eksempel`,
        role: 'Konsulent',
        line: 'Holder møderne og følger op.',
      }));
    const cardsOf = async (count: number, aside = false) => {
      const html = await container.renderToString(PeopleList, {
        props: { people: team(count), ...about },
        slots: aside ? { aside: '<div>Registreringen</div>' } : {},
      });
      const list = /<ul class="([^"]*)"/.exec(html)![1]!;
      const cards = [...html.matchAll(/<li class="([^"]*)"/g)].map((match) => match[1]!);
      return { list, cards };
    };
    // One: a single wide card, the portrait beside the words at every width.
    const one = await cardsOf(1);
    expect(one.cards).toHaveLength(1);
    expect(one.cards[0]).toContain('sm:col-span-2');
    expect(one.cards[0]).not.toContain('sm:flex-col');
    // Two: two wide cards side by side, never upright; one under the other beside an aside from 1024 px.
    const two = await cardsOf(2);
    expect(two.list).not.toContain('lg:grid-cols-6');
    expect(two.cards.every((card) => !card.includes('flex-col'))).toBe(true);
    expect((await cardsOf(2, true)).list).toContain('lg:grid-cols-1');
    // Five: upright cards three across (two of six columns each); the last row's two share it (three each); at two
    // across the odd last card lies down across the row.
    const five = await cardsOf(5);
    expect(five.list).toContain('lg:grid-cols-6');
    expect(five.cards.slice(0, 3).every((card) => card.includes('lg:col-span-2'))).toBe(true);
    expect(five.cards.slice(3).every((card) => card.includes('lg:col-span-3'))).toBe(true);
    expect(five.cards[4]).toContain('sm:col-span-2');
    expect(five.cards[4]).toContain('lg:flex-col');
    // Four: the lone card of the last row lies down across all six columns.
    const four = await cardsOf(4);
    expect(four.cards[3]).toContain('lg:col-span-6');
    expect(four.cards[3]).toContain('lg:grid');
  });

  it('finds a photo by its file name wherever the CMS wrote its folder, and stops at one that is not there', () => {
    for (const path of ['/src/assets/people/person-photo.jpg', '../../src/assets/people/person-photo.jpg']) {
      expect(shownPeople([{ ...anna, data: { ...anna.data, photo: path } }], photos)[0]!.photo).toBe(photo);
    }
    expect(() => shownPeople([{ ...anna, data: { ...anna.data, photo: 'gone.jpg' } }], photos)).toThrow(
      'content/people/anna.yaml',
    );
  });

  it('makes a monogram of the first and last name', () => {
    expect(initials('Anna Eksempel')).toBe('AE');
    expect(initials(' øjvind  de la  cour ')).toBe('ØC');
    expect(initials('Bo')).toBe('B');
  });

  it('refuses a person without the date they agreed to be shown', () => {
    const { consentDate: _left, ...rest } = anna.data;
    expect(personSchema.safeParse(rest).success).toBe(false);
  });
});
