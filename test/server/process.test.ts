import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { AnonymousSession } from '@/contract/accounts';
import { createProcessStorage } from './support/processStorage';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const READY = /Slice is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 45_000;

interface Running {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
let dataDir: string;
let storage: Record<string, string>;
let disposeStorage: () => Promise<void>;

beforeAll(async () => {
  const created = await createProcessStorage('slice-process-');
  ({ dir: dataDir, env: storage, dispose: disposeStorage } = created);
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => disposeStorage());

function launch(env: Record<string, string>) {
  const child = spawn(TSX, ['server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: join(dataDir, 'no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function start(): Promise<Running> {
  const { child, exited, output } = launch(storage);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within ${START_TIMEOUT_MS} ms:\n${output()}`)), START_TIMEOUT_MS);
    child.stdout!.on('data', () => {
      const match = READY.exec(output());
      if (!match) return;
      clearTimeout(timer);
      // The announced URL says localhost; the process listens on 127.0.0.1 only.
      resolve(`http://127.0.0.1:${new URL(match[1]!).port}`);
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before ready:\n${output()}`)));
  });
  return { child, baseUrl, exited };
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill('SIGTERM');
  return running.exited;
}

describe('the server process', () => {
  it('starts on a fresh machine, and a second start keeps users, refresh tokens and the token secret', async () => {
    const first = await start();
    const created = await fetch(`${first.baseUrl}${PATHS.anonymousUser}`, { method: 'POST' });
    expect(created.status).toBe(201);
    const session = (await created.json()) as AnonymousSession;
    expect(await stop(first)).toBe(0);

    const second = await start();
    const headers = { authToken: session.credentials.accessToken, userId: session.userId };
    expect((await fetch(`${second.baseUrl}${PATHS.navMenu}`, { headers })).status).toBe(200);
    const refreshed = await fetch(`${second.baseUrl}${PATHS.refreshAnonymousToken}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', userId: session.userId },
      body: JSON.stringify({ refreshToken: session.credentials.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as AnonymousSession).userId).toBe(session.userId);
    expect(await stop(second)).toBe(0);
  });

  it('refuses to start with a bad setting, exiting 1 with a message naming it', async () => {
    const { exited, output } = launch({ ...storage, PORT: 'eighty' });
    expect(await exited).toBe(1);
    expect(output()).toContain('Invalid environment variable PORT="eighty": expected an integer from 0 to 65535.');
  });
});
