// @ts-check
// Where things are in a raw JSON (or code) file: a syntax error's line and column, a key's line.

/**
 * Line and column (1-based) of a character offset.
 * @param {string} raw
 * @param {number} offset
 */
export function lineAndColumn(raw, offset) {
  const before = raw.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Why a file does not parse, with line and column.
 * @param {string} raw
 * @param {unknown} error
 */
export function syntaxProblem(raw, error) {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  const at = /line (\d+) column (\d+)/.exec(message);
  let where = '';
  if (at) where = ` at line ${at[1]}, column ${at[2]}`;
  else if (position !== undefined) {
    const { line, column } = lineAndColumn(raw, Number(position));
    where = ` at line ${line}, column ${column}`;
  } else if (/end of JSON input/i.test(message)) {
    const { line, column } = lineAndColumn(raw, raw.length);
    where = ` at line ${line}, column ${column} (the file ends too early)`;
  }
  return `is not valid JSON${where}: ${message.replace(/ in JSON at position \d+.*$/, '')}`;
}

/**
 * The line (1-based) where a JSON file defines `key`, or where code first quotes it; null when
 * neither is found.
 * @param {string} raw
 * @param {string} key
 */
export function keyLine(raw, key) {
  const quoted = JSON.stringify(key);
  const escaped = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const definition = new RegExp(`${escaped(quoted)}\\s*:`).exec(raw);
  const found = definition ?? new RegExp(`(['"\`])${escaped(key)}\\1`).exec(raw) ?? null;
  return found ? lineAndColumn(raw, found.index).line : null;
}
