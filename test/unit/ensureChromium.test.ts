import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = new URL('../../scripts/ensure-chromium.sh', import.meta.url).pathname;
const BASH = '/bin/bash';
const folders: string[] = [];

/** A folder of fake commands (`id`, `apt-get`, `chromium`) that becomes the whole PATH of the script. */
function fakeCommands(commands: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'slice-chromium-'));
  folders.push(folder);
  for (const [name, body] of Object.entries(commands)) {
    const path = join(folder, name);
    writeFileSync(path, `#!${BASH}\n${body}\n`);
    chmodSync(path, 0o755);
  }
  return folder;
}

const run = (path: string, env: Record<string, string> = {}) =>
  spawnSync(BASH, [SCRIPT], { env: { PATH: path, ...env }, encoding: 'utf8' });

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('npm test makes sure the browser tests have chromium', () => {
  it('goes on at once when chromium is on the PATH or named by CHROMIUM_PATH', () => {
    const withBrowser = fakeCommands({ chromium: 'exit 0', id: 'echo 1000' });
    expect(run(withBrowser).status).toBe(0);
    const elsewhere = fakeCommands({ id: 'echo 1000' });
    expect(run(elsewhere, { CHROMIUM_PATH: join(withBrowser, 'chromium') }).status).toBe(0);
  });

  it('installs Debian’s chromium when it is missing and the run has the rights to', () => {
    const folder = fakeCommands({ id: 'echo 0', 'apt-get': 'echo "$@" >> "${0%/*}/apt.log"' });
    const result = run(folder);
    expect(result.status).toBe(0);
    expect(readFileSync(join(folder, 'apt.log'), 'utf8')).toMatch(/install -y -qq chromium/);
  });

  it('stops at once with the one command to run when it cannot install', () => {
    const result = run(fakeCommands({ id: 'echo 1000' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get install -y chromium');
  });
});
