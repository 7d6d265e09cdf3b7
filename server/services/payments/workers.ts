/**
 * The payment workers of one server process (docs/payments.md): every interval the sandbox gateway sends its due
 * callbacks and the reconciler runs. Every process may run them over the same database: each step claims its work
 * with conditional updates. A failed round is logged and the next one runs as planned.
 */
import type { Checkout } from '../orders';
import { paymentWorkerIntervalMs } from './timings';

export interface PaymentWorkers {
  /** Resolves once a round in progress has finished. */
  stop(): Promise<void>;
}

export function startPaymentWorkers(
  checkout: Pick<Checkout, 'deliverCallbacks' | 'reconcile'>,
  timeScale: number,
  log: (line: string) => void,
): PaymentWorkers {
  const interval = paymentWorkerIntervalMs(timeScale);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const runRound = async () => {
    try {
      await checkout.deliverCallbacks();
      await checkout.reconcile();
    } catch (error) {
      log(`Payment workers round failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound().then(() => schedule(interval));
    }, delay);
  };
  // The first round waits one interval too: the process finishes starting first.
  schedule(interval);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
