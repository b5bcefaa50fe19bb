// src/lib/pending-invitation.ts: the invitation a sign-in comes back to, each test on a freshly
// loaded module: these tables are module constants, and the islands load some of their modules
// lazily, so the mutation run (`npm run mutate`) tries a change to them only against tests that
// load the module themselves. Loading it anew in each test makes these tests among them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installStorage, uninstallStorage, type MemoryStorage } from './support/memory-storage';

beforeEach(() => {
  vi.resetModules();
});

describe('the invitation a sign-in comes back to', () => {
  const NOW = Date.parse('2030-06-01T12:00:00Z');
  const DAY = 24 * 60 * 60 * 1000;
  let storage: { local: MemoryStorage; session: MemoryStorage };
  beforeEach(() => {
    storage = installStorage();
  });
  afterEach(() => uninstallStorage());

  it('is kept under its own key for exactly a day', async () => {
    const { rememberInvitation, takePendingInvitation } =
      await import('../../src/lib/pending-invitation');
    rememberInvitation({ pathname: '/invitation/INV-1', search: '' }, NOW);
    expect(JSON.parse(storage.local.getItem('account.pendingInvitation') ?? 'null')).toEqual({
      path: '/invitation/INV-1',
      until: NOW + DAY,
    });
    expect(takePendingInvitation(NOW + DAY)).toEqual({
      kind: 'navigate',
      path: '/invitation/INV-1',
    });
    rememberInvitation({ pathname: '/invite-super-admin/SA-1', search: '' }, NOW);
    expect(takePendingInvitation(NOW + DAY + 1)).toBeNull();
  });

  it('is only an invitation page, stored whole', async () => {
    const { rememberInvitation, takePendingInvitation } =
      await import('../../src/lib/pending-invitation');
    rememberInvitation({ pathname: '/invitation', search: '' }, NOW);
    rememberInvitation({ pathname: '/signin', search: '?x=/invitation/1' }, NOW);
    expect(storage.local.length).toBe(0);
    for (const stored of [
      { path: '/signin', until: NOW + DAY },
      { path: '/invitation/x', until: String(NOW + DAY) },
      { until: NOW + DAY },
      'x',
    ]) {
      storage.local.setItem('account.pendingInvitation', JSON.stringify(stored));
      expect(takePendingInvitation(NOW), JSON.stringify(stored)).toBeNull();
    }
    storage.local.setItem(
      'account.pendingInvitation',
      JSON.stringify({ path: '/invite-super-admin/SA-1', until: NOW }),
    );
    expect(takePendingInvitation(NOW)).toMatchObject({ path: '/invite-super-admin/SA-1' });
  });
});
