// Which values count as stand-ins a deploy must not ship, and when a build stops for them.
import { describe, expect, it } from 'vitest';
import {
  deployBuildRefusal,
  hasPlaceholderHost,
  placeholderVariables,
} from '../../src/lib/config-placeholders';
import { CONFIG_VARIABLES } from '../../src/lib/config-vars';

/** Every stand-in replaced by a real-looking value. */
const complete = Object.fromEntries(CONFIG_VARIABLES.map((v) => [v.name, v.example])) as Record<
  string,
  string
>;

describe('stand-in values', () => {
  it('are local or .example hosts, in URLs, lists and email addresses', () => {
    expect(hasPlaceholderHost('https://www.tunebiz.example/terms')).toBe(true);
    expect(hasPlaceholderHost('mailto:security@tunebiz.example')).toBe(true);
    expect(hasPlaceholderHost('https://a.example.com,http://localhost:4321')).toBe(true);
    expect(hasPlaceholderHost('http://127.0.0.1:8080')).toBe(true);
    expect(hasPlaceholderHost('Brand <hello@mail.example>')).toBe(true);
    expect(hasPlaceholderHost('https://www.example.com/terms')).toBe(false);
    expect(hasPlaceholderHost('mailto:security@tunebiz.com')).toBe(false);
    expect(hasPlaceholderHost('/api')).toBe(false);
  });

  it('name each variable left unset with a stand-in default, or set to one', () => {
    expect(placeholderVariables(complete)).toEqual([]);
    const lines = placeholderVariables({
      ...complete,
      PUBLIC_TERMS_URL: undefined,
      PUBLIC_GOOGLE_CLIENT_ID: 'local-dev-google-client-id',
      PUBLIC_PRICING_FRAME_ORIGINS: 'https://www.tunebiz.com,https://www.tunebiz.example',
    });
    expect(lines).toEqual([
      'PUBLIC_GOOGLE_CLIENT_ID: "local-dev-google-client-id" is a local or .example stand-in',
      'PUBLIC_PRICING_FRAME_ORIGINS: "https://www.tunebiz.com,https://www.tunebiz.example" is a local or .example stand-in',
      'PUBLIC_TERMS_URL: unset, so a page of https://www.tunebiz.example',
    ]);
  });
});

describe('a deploy build', () => {
  const deploy = { PUBLIC_SITE_URL: 'https://account.tunebiz.com' };

  it('stops on stand-ins, one line per variable', () => {
    const refusal = deployBuildRefusal(deploy)!;
    const named = CONFIG_VARIABLES.filter((v) => 'placeholder' in v).map((v) => v.name);
    expect(refusal.split('\n')).toHaveLength(named.length + 1);
    expect(refusal).toContain('ALLOW_PLACEHOLDER_CONFIG=1 for a staging build');
  });

  it('goes ahead when complete, opted in for staging, or local', () => {
    expect(deployBuildRefusal({ ...complete, ...deploy })).toBeNull();
    expect(deployBuildRefusal({ ...deploy, ALLOW_PLACEHOLDER_CONFIG: '1' })).toBeNull();
    expect(deployBuildRefusal({ ...deploy, LOCAL_BUILD: '1' })).toBeNull();
    expect(deployBuildRefusal({})).toBeNull();
  });
});
