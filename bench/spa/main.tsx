// The SPA baseline of `npm run bench`: the registration and sign-in screens shipped the way the
// product's predecessor did — one client-side React bundle with i18next and every locale, and an
// empty HTML page until the JavaScript has run. Built only for measurement.
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import '../../src/styles/global.css';
import { SignInIsland } from '../../src/islands/auth/SignInIsland';
import { SIGNIN_KEYS } from '../../src/islands/auth/strings';
import { RegisterIsland } from '../../src/islands/registration/RegisterIsland';
import { REGISTER_KEYS } from '../../src/islands/registration/strings';

const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, { translation: Record<string, string> }> = {};
for (const [file, table] of Object.entries(files)) {
  const [, lang = 'en', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  const translation = (resources[lang] ??= { translation: {} }).translation;
  for (const [key, value] of Object.entries(table)) translation[`${ns}.${key}`] = value;
}

await i18next.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: 'Tunebiz' } },
});

// The baseline's keys are plain strings: i18next's key-typed overloads do not apply.
const translate = i18next.t.bind(i18next) as (key: string) => string;

function pick<K extends string>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, translate(k)])) as Record<K, string>;
}

const root = createRoot(document.getElementById('root')!);
root.render(
  <main className="mx-auto mt-10 max-w-md rounded-2xl bg-surface p-8">
    {location.pathname.startsWith('/signin') ? (
      <SignInIsland
        strings={pick(SIGNIN_KEYS)}
        links={{ forgot: '/forgot-password', pricing: '/pricing', register: '/' }}
      />
    ) : (
      <RegisterIsland
        strings={pick(REGISTER_KEYS)}
        links={{ signin: '/signin', forgot: '/forgot-password' }}
      />
    )}
  </main>,
);
