import base from '../vite.config';
import type { Plugin, UserConfig } from 'vite';
const report: Plugin = { name: 'report', apply: 'build', generateBundle(_o, bundle) {
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || !item.fileName.includes('boot')) continue;
    const rows = Object.entries(item.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm/').replace('/work/main/', ''), m.renderedLength] as const);
    for (const [id, n] of rows) if (id.includes("react-dom") || id.includes("react-router")) console.log("M", id, n);
    const byPkg = new Map<string, number>();
    for (const [id, n] of rows) { const key = id.startsWith('nm/') ? id.split('/').slice(0, id.startsWith('nm/@') ? 3 : 2).join('/') : id.split('/').slice(0, 2).join('/'); byPkg.set(key, (byPkg.get(key) ?? 0) + n); }
    console.log(item.fileName, [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, n]) => `${k} ${(n/1024).toFixed(1)}K`).join('\n'));
  }
} };
export default (env: any) => { const c = (base as any)(env) as UserConfig; c.plugins = [...(c.plugins as any[]), report]; return c; };
