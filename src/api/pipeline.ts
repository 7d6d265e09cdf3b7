/** One request from first attempt to final answer: applies the SPEC 8 retry rules around the transport. */
import { pause, raceAbort } from './abort';
import type { Endpoint } from '@/contract/endpoints';
import { ApiError, invalidJsonError, isSuccessStatus } from './errors';
import type { SessionRefresher } from './refresh';
import {
  canRefreshAgain,
  canRetryInvalidJson,
  canRetryNetwork,
  canRetryServerError,
  canRetryWithDefaultStore,
  isExpiredCredentials,
  newTally,
} from './retryRules';
import { canRefresh, refreshModeFor } from './session';
import type { Transport } from './transport';
import type { ApiRequestInit, ApiResponse, NetworkRetryReport, RequestContext } from './types';

export interface PipelineDeps {
  sendAttempt: Transport;
  /** Resolved lazily: the refresher itself sends through this pipeline. */
  refresher: () => SessionRefresher;
  defaultStoreId?: string;
  retryDelayMs: number;
  whenAuthenticated?: () => Promise<void>;
  onNetworkRetry?: (report: NetworkRetryReport) => void;
}

export type Send = (endpoint: Endpoint, init?: ApiRequestInit) => Promise<ApiResponse>;

function withStoreId(context: RequestContext, storeId: string | undefined): RequestContext {
  return storeId === undefined ? context : { ...context, storeId };
}

/**
 * Returns any answer with status 200-599 once no rule asks for another attempt; throws an ApiError when
 * no usable answer came (network, timeout, invalid JSON, expired session) or the caller's abort reason.
 */
export function createPipeline(deps: PipelineDeps): Send {
  const send: Send = async (endpoint, init = {}) => {
    const tally = newTally();
    // Every request that retried a lost connection says how that ended, however it ends (an abort included).
    let lostConnection = false;
    try {
      return await attempts(endpoint, init, tally);
    } catch (error) {
      lostConnection = isLostConnection(error);
      throw error;
    } finally {
      if (tally.network > 0) deps.onNetworkRetry?.(lostConnection ? 'gaveUp' : 'recovered');
    }
  };

  async function attempts(endpoint: Endpoint, init: ApiRequestInit, tally: ReturnType<typeof newTally>): Promise<ApiResponse> {
    const refresher = deps.refresher();
    // A call made before the session has credentials (e.g. at app start) waits for them instead of a certain 401.
    if (endpoint.auth && deps.whenAuthenticated) await raceAbort(deps.whenAuthenticated(), init.signal);
    for (;;) {
      const waiting = endpoint.auth ? refresher.pending() : undefined;
      // SPEC 4: requests that arrive during a refresh wait for it.
      if (waiting) await raceAbort(waiting, init.signal);
      const context = withStoreId(refresher.currentContext(), tally.defaultStoreId);
      const outcome = await deps.sendAttempt(endpoint, init, context);

      if (outcome.type === 'failure') {
        if (!canRetryNetwork(endpoint, outcome.error, tally)) throw outcome.error;
        deps.onNetworkRetry?.('retrying');
        tally.network += 1;
        await pause(deps.retryDelayMs, init.signal);
        continue;
      }
      if (isSuccessStatus(outcome.status) && outcome.invalidJson) {
        if (!canRetryInvalidJson(tally)) throw invalidJsonError(outcome.status);
        tally.invalidJson += 1;
        await pause(deps.retryDelayMs, init.signal);
        continue;
      }
      if (isExpiredCredentials(endpoint, outcome.status) && canRefresh(context, refreshModeFor(context))) {
        // Credentials still refused after two fresh refreshes cannot be used.
        if (!canRefreshAgain(tally)) throw refresher.expire(outcome.status, outcome.data);
        tally.refreshes += 1;
        await raceAbort(refresher.renewAfter(context), init.signal);
        continue;
      }
      if (canRetryWithDefaultStore(endpoint, outcome.status, context, deps.defaultStoreId, tally)) {
        tally.defaultStoreId = deps.defaultStoreId;
        continue;
      }
      if (canRetryServerError(endpoint, outcome.status, tally)) {
        tally.serverErrors += 1;
        continue;
      }
      return { status: outcome.status, data: outcome.data };
    }
  }

  return send;
}

/** The request ended on a lost connection (after its retries): 'Retry Failed'. An abort or an answer is not that. */
const isLostConnection = (error: unknown): boolean => error instanceof ApiError && error.kind === 'network';
