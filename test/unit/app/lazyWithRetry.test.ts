import { describe, expect, it, vi } from 'vitest';
import { retryImport } from '@/app/lazyWithRetry';
import { LAZY_SCREEN_RETRIES, LAZY_SCREEN_RETRY_DELAY_MS } from '@/domain/constants';

const chunk = { default: 'screen' };

function failing(times: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= times) throw new Error(`chunk failed ${calls}`);
    return chunk;
  });
}

describe('retryImport (SPEC 9: lazy screen load retries up to 5 at 1000 ms)', () => {
  it('returns the chunk at once when it loads', async () => {
    const wait = vi.fn(async () => undefined);
    await expect(retryImport(failing(0), { wait })).resolves.toBe(chunk);
    expect(wait).not.toHaveBeenCalled();
  });

  it('loads again after each failure, waiting 1000 ms, and succeeds on the fifth retry', async () => {
    const factory = failing(LAZY_SCREEN_RETRIES);
    const wait = vi.fn(async () => undefined);
    await expect(retryImport(factory, { wait })).resolves.toBe(chunk);
    expect(factory).toHaveBeenCalledTimes(LAZY_SCREEN_RETRIES + 1);
    expect(wait).toHaveBeenCalledTimes(LAZY_SCREEN_RETRIES);
    expect(wait).toHaveBeenCalledWith(LAZY_SCREEN_RETRY_DELAY_MS);
  });

  it('gives up with the last error after five retries', async () => {
    const factory = failing(LAZY_SCREEN_RETRIES + 1);
    await expect(retryImport(factory, { wait: async () => undefined })).rejects.toThrow('chunk failed 6');
    expect(factory).toHaveBeenCalledTimes(LAZY_SCREEN_RETRIES + 1);
  });

  it('waits on a real timer by default', async () => {
    vi.useFakeTimers();
    try {
      const loading = retryImport(failing(1));
      await vi.advanceTimersByTimeAsync(LAZY_SCREEN_RETRY_DELAY_MS - 1);
      let settled = false;
      void loading.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(loading).resolves.toBe(chunk);
    } finally {
      vi.useRealTimers();
    }
  });
});
