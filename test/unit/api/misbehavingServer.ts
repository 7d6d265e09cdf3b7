/** A real HTTP server on a free port whose routes misbehave on purpose, per test. */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string with its '?', or ''. */
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** `hit` counts requests to this path, from 1. */
export type RouteHandler = (request: ReceivedRequest, response: ServerResponse, hit: number) => void;

export interface MisbehavingServer {
  baseURL: string;
  route: (path: string, handler: RouteHandler) => void;
  received: (path?: string) => ReceivedRequest[];
  reset: () => void;
  close: () => Promise<void>;
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function text(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
}

/** Drops the connection without an answer. */
export function dropConnection(response: ServerResponse): void {
  response.socket?.destroy();
}

export function errorBody(code: string, displayMsg: string, extra: Record<string, string> = {}) {
  return { errors: [{ code, displayMsg, ...extra }] };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startMisbehavingServer(): Promise<MisbehavingServer> {
  const routes = new Map<string, RouteHandler>();
  let log: ReceivedRequest[] = [];
  const server = createServer(async (request, response) => {
    const { pathname: path, search: query } = new URL(request.url ?? '/', 'http://localhost');
    const received: ReceivedRequest = {
      method: request.method ?? '',
      path,
      query,
      headers: request.headers,
      body: await readBody(request),
    };
    log.push(received);
    const handler = routes.get(path);
    if (!handler) return json(response, 404, errorBody('NOT_FOUND', `No route ${path}`));
    handler(received, response, log.filter((entry) => entry.path === path).length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    route: (path, handler) => routes.set(path, handler),
    received: (path) => (path === undefined ? log : log.filter((entry) => entry.path === path)),
    reset: () => {
      routes.clear();
      log = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
