/** The network actor's events: the browser's online and offline events, and the API layer's retry reports. */
import type { NetworkRetryReport } from '@/api';
import type { NetworkEvent } from '@machines/network.machine';

export interface NetworkReceiver {
  send(event: NetworkEvent): void;
}

const RETRY_EVENTS: Record<NetworkRetryReport, NetworkEvent> = {
  retrying: { type: 'request.retrying' },
  recovered: { type: 'request.recovered' },
  gaveUp: { type: 'request.gaveUp' },
};

/** The API client's `onNetworkRetry` for the network actor. */
export const reportNetworkRetry =
  (network: NetworkReceiver) =>
  (report: NetworkRetryReport): void =>
    network.send(RETRY_EVENTS[report]);

/** Tells the network actor when the browser goes offline and comes back. */
export function listenForNetworkEvents(source: Pick<Window, 'addEventListener'>, network: NetworkReceiver): void {
  source.addEventListener('online', () => network.send({ type: 'network.online' }));
  source.addEventListener('offline', () => network.send({ type: 'network.offline' }));
}
