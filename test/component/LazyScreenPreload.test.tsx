import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '@/app/lazyWithRetry';

function Screen() {
  return <p>the screen</p>;
}

describe('a lazy screen loaded before it renders', () => {
  afterEach(cleanup);

  it('loads its chunk once and renders at once, never showing the loading fallback', async () => {
    const factory = vi.fn(async () => ({ default: Screen }));
    const Lazy = lazyWithRetry(factory);
    const fallback = vi.fn(() => <p>loading</p>);
    const Fallback = fallback;
    await Lazy.preload();
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while a screen that was not preloaded loads', async () => {
    const Lazy = lazyWithRetry(async () => ({ default: Screen }));
    const fallback = vi.fn(() => <p>loading</p>);
    const Fallback = fallback;
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
  });

  it('settles its preload when the chunk cannot load, leaving the failure for React to report', async () => {
    const Lazy = lazyWithRetry(
      async () => {
        throw new Error('chunk gone');
      },
      { retries: 0 },
    );
    await expect(Lazy.preload()).resolves.toBeUndefined();
  });
});
