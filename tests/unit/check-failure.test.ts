import { describe, expect, it } from 'vitest';
import { checkFailure } from '../../src/islands/ui/checkFailure';

describe('checkFailure', () => {
  it('shows the alert, each field with the message its check gave, and focuses the first field at fault', () => {
    const failure = checkFailure(
      {
        fields: [
          { field: 'email', key: 'errors.incorrectEmail' },
          { field: 'password', key: 'errors.fieldRequired' },
        ],
      },
      'common.errorSummary',
    );
    expect(failure).toEqual({
      alert: 'common.errorSummary',
      fields: [
        { field: 'email', key: 'errors.incorrectEmail' },
        { field: 'password', key: 'errors.fieldRequired' },
      ],
      focus: 'email',
    });
  });

  it('focuses nothing when no field is at fault (the alert alone)', () => {
    expect(checkFailure({ fields: [] }, 'errors.server')).toEqual({
      alert: 'errors.server',
      fields: [],
      focus: null,
    });
  });
});
