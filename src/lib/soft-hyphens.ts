/**
 * Danish compounds run long (`Forretningsintelligens`), and the browsers' `hyphens: auto`
 * often has no Danish dictionary. So titles get soft hyphens (U+00AD) at the joints of the
 * compounds this site uses: invisible unless the word has to break, then a hyphen.
 */
const SOFT_HYPHEN = '\u00ad';

/** First halves of compounds, lower case; a joint is only marked when four or more letters follow. */
const compoundHeads = [
  'applikations',
  'automatiserings',
  'forretnings',
  'integrations',
  'software',
  'proces',
  'transformations',
  'markedsførings',
  'sikkerheds',
  'udviklings',
  'telefon',
  'kunde',
  'data',
  'platform',
  'organisations',
  'drifts',
  'tids',
  'skrædder',
];

const joint = new RegExp(`(?<=^|[^\\p{L}])(${compoundHeads.join('|')})(?=\\p{L}{4,})`, 'giu');

export const softHyphenate = (text: string): string => text.replace(joint, `$1${SOFT_HYPHEN}`);
