/**
 * The name of a dashboard download as Superset gives it: the title in kebab case, then the time in
 * ISO form with ':' made '-' ('sales-overview-2024-05-01T12-30-45.123Z.jpg').
 */

/** Latin letters that do not decompose into a base letter and a mark (lodash's deburr list). */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'Oe',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
};

/**
 * The words of a text as lodash's `words` splits it: at anything not a letter or digit, between
 * letters and digits, and where a lower-case letter meets a capital ('salesData' → sales, Data;
 * 'USAToday' → USA, Today).
 */
const WORD = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{Lo}+|\p{N}+/gu;

/** lodash's kebabCase: accents dropped, apostrophes removed, words lower-cased and joined by '-'. */
function kebabCase(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆøØœŒđĐłŁþÞ]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}

/** The file name's stem; the caller adds the extension. */
export function snapshotFileStem(title: string, date: Date = new Date()): string {
  return `${kebabCase(title)}-${date.toISOString().replace(/[: ]/g, '-')}`;
}
