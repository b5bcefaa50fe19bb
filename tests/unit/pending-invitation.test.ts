import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberInvitation, takePendingInvitation } from '../../src/lib/pending-invitation';
import { installStorage, uninstallStorage, type MemoryStorage } from './support/memory-storage';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let storage: { local: MemoryStorage; session: MemoryStorage };

beforeEach(() => {
  storage = installStorage();
});
afterEach(() => uninstallStorage());

describe('the invitation a sign-in comes back to', () => {
  it('is the invitation page (without its language) and its query, taken once', () => {
    rememberInvitation({ pathname: '/fr/invite-super-admin/SA-1', search: '?expiresAt=x' }, NOW);
    expect(takePendingInvitation(NOW + 1000)).toEqual({
      kind: 'navigate',
      path: '/invite-super-admin/SA-1?expiresAt=x',
    });
    expect(takePendingInvitation(NOW + 2000)).toBeNull();
    rememberInvitation({ pathname: '/invitation/INV-1', search: '?exists=true' }, NOW);
    expect(takePendingInvitation(NOW)).toMatchObject({ path: '/invitation/INV-1?exists=true' });
  });

  it('waits a day in this browser (registering and confirming on the way), then is dropped', () => {
    rememberInvitation({ pathname: '/invite-super-admin/SA-1', search: '' }, NOW);
    expect(storage.local.length).toBe(1);
    expect(takePendingInvitation(NOW + DAY + 1)).toBeNull();
    expect(storage.local.length).toBe(0);
  });

  it('never leads anywhere but an invitation page', () => {
    rememberInvitation({ pathname: '/signin', search: '' }, NOW);
    expect(takePendingInvitation(NOW)).toBeNull();
    storage.local.setItem(
      'account.pendingInvitation',
      JSON.stringify({ path: '//evil.example/invitation/x', until: NOW + DAY }),
    );
    expect(takePendingInvitation(NOW)).toBeNull();
    storage.local.setItem('account.pendingInvitation', '{"path":1}');
    expect(takePendingInvitation(NOW)).toBeNull();
  });
});
