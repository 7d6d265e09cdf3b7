/** HTTP load from this process against the server's process on loopback (autocannon), as the speed targets are measured. */
import autocannon from 'autocannon';

export const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = 10;
/** What a browser sends: its encodings. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

/** Unmeasured load first, so that the figures are of the server's steady state, not of its JIT warming up. */
const WARM_UP_SECONDS = 2;

export async function loadTest(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const options = { url, connections: LOAD_CONNECTIONS, headers: { 'Accept-Encoding': BROWSER_ENCODINGS, ...headers } };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: LOAD_SECONDS });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, failures: result.non2xx + result.errors };
}

export const describeLoad = (name: string, result: LoadResult): string =>
  `${name} at ${LOAD_CONNECTIONS} connections: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms` +
  (result.failures > 0 ? `, ${result.failures} failed` : '');
