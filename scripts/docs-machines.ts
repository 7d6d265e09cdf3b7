/** Writes docs/machines/<name>.md for every catalogued machine and the catalogue page; removes stale pages. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_DIR, machineDocs } from '../machines/docs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dir = join(root, DOCS_DIR);
const files = machineDocs();

mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) {
  if (name.endsWith('.md') && !files.has(name)) {
    rmSync(join(dir, name));
    console.log(`removed ${DOCS_DIR}/${name}`);
  }
}
for (const [name, content] of files) {
  writeFileSync(join(dir, name), content);
  console.log(`wrote ${DOCS_DIR}/${name}`);
}
