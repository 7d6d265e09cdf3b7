/** Cancellation helpers: per-attempt timeout, abortable pause, abortable wait. */

export interface AttemptSignal {
  signal: AbortSignal;
  timedOut: () => boolean;
  clear: () => void;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * One signal that aborts when the caller aborts or after `timeoutMs`.
 * (ofetch 1.5 ignores its own `timeout` option whenever a `signal` is passed, and every call here may get one.)
 */
export function startAttemptSignal(callerSignal: AbortSignal | undefined, timeoutMs: number): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(abortReason(callerSignal as AbortSignal));
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, timeoutMs);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Resolves with `promise` unless `signal` aborts first, then rejects with the abort reason. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits `ms` (no wait at 0), rejecting early if `signal` aborts. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  const wait = ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  return raceAbort(wait, signal);
}
