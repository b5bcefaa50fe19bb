// What must not ship: a deploy build (PUBLIC_SITE_URL set) or a production server whose
// configuration still holds a local or `.example` stand-in. astro.config.mjs stops such a build and
// server/config.ts such a start, one line per variable, unless ALLOW_PLACEHOLDER_CONFIG=1 (staging).
// Build time and server only: browsers never load this.
import { CONFIG_VARIABLES, PLACEHOLDER_OPT_IN } from './config-vars';

type Env = Readonly<Record<string, string | undefined>>;

/** `localhost`, a loopback or unspecified address, or a name under the reserved `.example`. */
export function isPlaceholderHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === 'example' ||
    host.endsWith('.example') ||
    host.startsWith('127.') ||
    host === '::1' ||
    host === '0.0.0.0'
  );
}

/** Whether a value (a URL, a comma-separated list of them, an email or mailto:) names such a host. */
export function hasPlaceholderHost(value: string): boolean {
  return value
    .split(',')
    .map((item) => item.trim())
    .some((item) => {
      if (item.includes('://'))
        return URL.canParse(item) && isPlaceholderHost(new URL(item).hostname);
      const email = /@([^@\s<>]+)>?$/.exec(item);
      return email ? isPlaceholderHost(email[1]!) : false;
    });
}

/** The documented default (docs/configuration.md) without its Markdown: the value the parser falls back to. */
const plainDefault = (fallback: string) => fallback.replace(/`/g, '');

/** One line per PUBLIC_* variable left at a stand-in: unset with a stand-in default, or set to one. */
export function placeholderVariables(env: Env): string[] {
  return CONFIG_VARIABLES.flatMap((variable) => {
    const value = env[variable.name]?.trim();
    const placeholder = 'placeholder' in variable;
    if (!value)
      return placeholder ? [`${variable.name}: unset, so ${plainDefault(variable.fallback)}`] : [];
    if (hasPlaceholderHost(value) || (placeholder && value === plainDefault(variable.fallback))) {
      return [`${variable.name}: ${JSON.stringify(value)} is a local or .example stand-in`];
    }
    return [];
  });
}

/**
 * Why a deploy build must stop, or null: a build with PUBLIC_SITE_URL (not LOCAL_BUILD=1) that
 * would ship a stand-in, without the staging opt-in.
 */
export function deployBuildRefusal(env: Env): string | null {
  if (!env.PUBLIC_SITE_URL?.trim() || env.LOCAL_BUILD === '1' || env[PLACEHOLDER_OPT_IN] === '1') {
    return null;
  }
  const lines = placeholderVariables(env);
  if (lines.length === 0) return null;
  return [
    `This deploy build would ship local or .example stand-ins. Set each variable below, or ${PLACEHOLDER_OPT_IN}=1 for a staging build:`,
    ...lines.map((line) => `  ${line}`),
  ].join('\n');
}
