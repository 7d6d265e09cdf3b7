import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { LAZY_SCREEN_RETRIES, LAZY_SCREEN_RETRY_DELAY_MS } from '@/domain/constants';

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  /** Injected in tests; defaults to a real timer. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC 9: a screen chunk that fails to load is fetched again, up to 5 more times, 1000 ms apart. */
export async function retryImport<T>(factory: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = LAZY_SCREEN_RETRIES, delayMs = LAZY_SCREEN_RETRY_DELAY_MS, wait = sleep } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await factory();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs);
    }
  }
}

/** The component constraint React.lazy itself uses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

/** A component whose chunk loads on first render, or earlier when asked to. */
export type PreloadableComponent<T extends AnyComponent> = ComponentType<ComponentProps<T>> & {
  /** Loads the component's chunk; settles when it is loaded (a failure is React's to report when it renders). */
  preload(): Promise<void>;
};

/**
 * Like React.lazy, with the SPEC 9 retries; its chunk loads once whether preloaded or rendered first. One that
 * has loaded by the time it mounts renders at once, without suspending (React shows a fallback that appeared
 * for a while before it reveals what replaced it).
 */
export function lazyWithRetry<T extends AnyComponent>(
  factory: () => Promise<{ default: T }>,
  options?: RetryOptions,
): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: { default: T } | undefined;
  const load = (): Promise<{ default: T }> => {
    if (loading) return loading;
    loading = retryImport(factory, options);
    loading.then(
      (module) => (loaded = module),
      () => undefined,
    );
    return loading;
  };
  const Suspending = lazy(load);
  function Lazy(props: ComponentProps<T>) {
    // Decided once per mount: switching between the two would mount the component afresh.
    const [atMount] = useState(() => loaded);
    return atMount ? createElement(atMount.default, props) : createElement(Suspending, props);
  }
  return Object.assign(Lazy, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
