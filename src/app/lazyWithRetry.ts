import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

/** React.lazy with the SPEC 9 retries. */
export function lazyWithRetry<T extends AnyComponent>(
  factory: () => Promise<{ default: T }>,
  options?: RetryOptions,
): LazyExoticComponent<T> {
  return lazy(() => retryImport(factory, options));
}
