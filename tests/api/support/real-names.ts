// Real names from the five languages that the shared name rule (src/lib/rules.ts) must accept,
// dots, apostrophes and accents included (issue 37 item 23): the unit and API tests run the same
// table on both sides.
export const REAL_NAMES: [language: string, name: string][] = [
  ['en', 'J.Smith'],
  ['en', 'St. John'],
  ['en', "O'Hara"],
  ['en', 'O’Hara'],
  ['de', 'Dr.Ing. Müller'],
  ['de', 'Hans-P. Weiß'],
  ['fr', 'J.-P. Lefèvre'],
  ['fr', "d'Artagnan"],
  ['it', 'M.Rossi'],
  ['it', "D'Annunzio"],
  ['es', 'María-José'],
  ['es', 'Mª. Núñez'],
];
