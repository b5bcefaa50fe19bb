import { describe, expect, it } from 'vitest';
import { emailBreakParts } from '../../src/lib/email-breaks';

describe('emailBreakParts', () => {
  it('cuts after the @ and before each dot, losing nothing', () => {
    expect(emailBreakParts('ann.lee@mail.example.com')).toEqual([
      'ann',
      '.lee@',
      'mail',
      '.example',
      '.com',
    ]);
    expect(emailBreakParts('plain')).toEqual(['plain']);
    expect(emailBreakParts('.x@.y').join('')).toBe('.x@.y');
  });
});
