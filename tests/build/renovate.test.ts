// renovate.json: grouped, weekly updates with lockfile maintenance. Renovate's JSON schema ships
// only inside the `renovate` package (hundreds of dependencies), so this checks the structure the
// project relies on instead: the options Renovate documents, a weekly schedule, and groups whose
// names all match a dependency of package.json (a renamed package would silently leave a group).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface PackageRule {
  description?: string;
  matchPackageNames?: string[];
  matchUpdateTypes?: string[];
  groupName?: string;
  enabled?: boolean;
}

const config = JSON.parse(readFileSync('renovate.json', 'utf8')) as Record<string, unknown> & {
  schedule: string[];
  lockFileMaintenance: { enabled: boolean; schedule: string[] };
  packageRules: PackageRule[];
};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
// The tools a deploy never installs have their own package.json (docs/deploying.md, "Deploy installs").
const tools = JSON.parse(readFileSync('tools/package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
};
const dependencies = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.devDependencies),
  ...Object.keys(tools.devDependencies),
  'node',
];

/** Top-level options of Renovate's configuration (docs.renovatebot.com/configuration-options). */
const OPTIONS = [
  '$schema',
  'extends',
  'timezone',
  'schedule',
  'rangeStrategy',
  'prConcurrentLimit',
  'lockFileMaintenance',
  'packageRules',
];
const RULE_OPTIONS = [
  'description',
  'matchPackageNames',
  'matchUpdateTypes',
  'groupName',
  'enabled',
];
const UPDATE_TYPES = ['major', 'minor', 'patch', 'pin', 'digest', 'lockFileMaintenance'];
/** One day a week, as Renovate's schedule grammar (later.js text) spells it. */
const WEEKLY =
  /^before \d{1,2}(am|pm) on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** Renovate's glob for package names: `**` any characters, exact otherwise. */
const globMatches = (glob: string, name: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*?/g, '.*')}$`).test(name);

describe('renovate.json', () => {
  it('uses only options Renovate documents, with its schema named', () => {
    expect(config.$schema).toBe('https://docs.renovatebot.com/renovate-schema.json');
    expect(Object.keys(config).filter((key) => !OPTIONS.includes(key))).toEqual([]);
    expect(config.extends).toEqual(['config:recommended']);
    for (const rule of config.packageRules) {
      expect(Object.keys(rule).filter((key) => !RULE_OPTIONS.includes(key))).toEqual([]);
      for (const type of rule.matchUpdateTypes ?? []) expect(UPDATE_TYPES).toContain(type);
    }
  });

  it('runs weekly, lockfile maintenance included', () => {
    expect(config.schedule).toHaveLength(1);
    expect(config.schedule[0]).toMatch(WEEKLY);
    expect(config.lockFileMaintenance.enabled).toBe(true);
    expect(config.lockFileMaintenance.schedule).toEqual(config.schedule);
  });

  it('groups updates, every group naming dependencies the project has', () => {
    const groups = config.packageRules.filter((rule) => rule.groupName);
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(new Set(groups.map((g) => g.groupName)).size).toBe(groups.length);
    // Minor and patch updates of everything not in a named group land in one pull request.
    expect(groups[0]).toMatchObject({ matchUpdateTypes: ['minor', 'patch'] });
    expect(groups[0]!.matchPackageNames).toBeUndefined();
    for (const rule of config.packageRules) {
      for (const glob of rule.matchPackageNames ?? []) {
        expect(
          dependencies.some((name) => globMatches(glob, name)),
          glob,
        ).toBe(true);
      }
    }
  });
});
