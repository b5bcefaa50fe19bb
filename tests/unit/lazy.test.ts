// Code loaded on demand (lib/lazy.ts): one import however often it is asked for, an early start
// that the later load joins, and a module that cannot be fetched reported as a network failure
// and fetched again next time.
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../src/lib/api/errors';
import { lazyModule } from '../../src/lib/lazy';

describe('lazyModule', () => {
  it('imports nothing until asked, then once, however often it is loaded', async () => {
    let imports = 0;
    const module = lazyModule(() => {
      imports++;
      return Promise.resolve({ answer: 42 });
    });
    expect(imports).toBe(0);
    module.preload();
    expect((await module.load()).answer).toBe(42);
    expect((await module.load()).answer).toBe(42);
    expect(imports).toBe(1);
  });

  it('a failed import is a network failure, also after a failed preload, and the next load tries again', async () => {
    let imports = 0;
    const module = lazyModule(() => {
      imports++;
      return imports <= 2
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ answer: 42 });
    });
    module.preload();
    await expect(module.load()).rejects.toBeInstanceOf(NetworkError);
    await expect(module.load()).rejects.toBeInstanceOf(NetworkError);
    expect((await module.load()).answer).toBe(42);
    expect(imports).toBe(3);
  });
});
