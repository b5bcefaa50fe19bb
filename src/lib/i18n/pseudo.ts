// Pseudo-localization for the layout tests (tests/e2e/pseudo-locale.spec.ts): `npm run build:pseudo`
// (PSEUDO_LOCALE=1) builds the English pages into dist-pseudo/ with every text accented, about
// 40 % longer and bracketed. A text cut off or overflowing shows as a missing bracket or a box
// too small; a text that does not come from locales/ shows as plain ASCII. Never in dist/.

/** True only in the pseudo build: page frontmatter runs in Node at build time. */
export const PSEUDO_BUILD = process.env.PSEUDO_LOCALE === '1';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Every ASCII letter's accented look-alike, in PLAIN's order: no plain letter is left. */
const LOOKALIKES = (
  'á ƀ ç ð é ƒ ĝ ĥ î ĵ ķ ļ ɱ ñ ó ƥ ʠ ŕ š ţ û ṽ ŵ ẋ ý ž ' +
  'Å Ɓ Ç Ð É Ƒ Ĝ Ĥ Î Ĵ Ķ Ļ Ṁ Ñ Ó Ƥ Ǫ Ŕ Š Ţ Û Ṽ Ŵ Ẋ Ý Ž'
).split(' ');

/**
 * `Sign in to {{brand}}` → `[Šîîĝñ îîñ ţóó {{brand}}]`: letters accented, vowels doubled (words
 * grow by about 40 %, like German or French beside English), {{placeholders}} and <tags> kept.
 */
export function pseudoLocalize(text: string): string {
  const parts = text.split(/(\{\{\s*\w+\s*\}\}|<\/?\w+>)/);
  const body = parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/[A-Za-z]/g, (char) => {
            const accented = LOOKALIKES[PLAIN.indexOf(char)] ?? char;
            return /[aeiou]/i.test(char) ? accented + accented : accented;
          }),
    )
    .join('');
  return `[${body}]`;
}
