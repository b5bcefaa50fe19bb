// Client-safe interpolation for strings handed to islands: i18next itself never ships to the browser.

/** Replaces `{{name}}` placeholders with the given values; unknown placeholders stay as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** A piece of a rich string: plain text, or text wrapped in a named tag such as `<terms>…</terms>`. */
interface RichPart {
  text: string;
  tag?: string;
}

/** Splits `I accept the <terms>terms</terms>` into text and tagged parts (no HTML is parsed). */
export function parseRich(template: string): RichPart[] {
  const parts: RichPart[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const index = match.index;
    if (index > last) parts.push({ text: template.slice(last, index) });
    parts.push({ text: match[2] ?? '', tag: match[1] });
    last = index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/**
 * `key` when it is one of `allowed` (the keys an island received), else `fallback`: a key from
 * elsewhere (a server code, navigation state) never renders a missing text.
 */
export function knownKey<K extends string, F extends string | null>(
  key: string | null,
  allowed: readonly K[],
  fallback: F,
): K | F {
  return (allowed as readonly (string | null)[]).includes(key) ? (key as K) : fallback;
}
