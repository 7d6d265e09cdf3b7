/** STYLE 10: the layer rules, checked on every import (static, re-export and dynamic) of every source file. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT_PATTERN = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? '');
}

function violations(folder: string, isForbidden: (specifier: string) => boolean): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter(isForbidden)
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

const isReact = (s: string) => s === 'react' || s.startsWith('react-') || s.startsWith('react/') || s === '@xstate/react';
const isUi = (s: string) => s.startsWith('@/screens') || s.startsWith('@/components') || s.startsWith('@/app');

describe('layer boundaries', () => {
  it('finds the imports it checks', () => {
    expect(importsOf('machines/session.machine.ts')).toContain('xstate');
  });

  it('machines import neither React nor screens, components or the app shell', () => {
    expect(violations('machines', (s) => isReact(s) || isUi(s))).toEqual([]);
  });

  it('src/api imports neither machines nor React nor UI', () => {
    expect(violations('src/api', (s) => s.startsWith('@machines') || isReact(s) || isUi(s))).toEqual([]);
  });

  it('src/domain imports nothing of ours but itself and the wire contract, and no libraries', () => {
    expect(violations('src/domain', (s) => !s.startsWith('@/domain/') && !s.startsWith('./') && !s.startsWith('@/contract/'))).toEqual([]);
  });

  it('src/contract imports nothing of ours but src/domain, and no library but zod', () => {
    const isOwnOrAllowed = (s: string) => s.startsWith('./') || s.startsWith('@/contract/') || s.startsWith('@/domain/') || s === 'zod';
    expect(violations('src/contract', (s) => !isOwnOrAllowed(s))).toEqual([]);
  });

  it('the server imports no client code but the shared domain rules and the API contract', () => {
    expect(violations('server', (s) => s.startsWith('@machines') || isUi(s) || isReact(s) || s.startsWith('@/api'))).toEqual([]);
  });
});
