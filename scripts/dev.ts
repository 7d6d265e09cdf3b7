/**
 * `npm run dev`: the API server (tsx watch) on DEV_API_PORT and Vite's dev server on PORT,
 * with /api proxied to the API so the app runs from one origin as it does in production.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const vitePort = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.DEV_API_PORT ?? 8787);
const apiUrl = `http://127.0.0.1:${apiPort}`;

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', PUBLIC_URL: apiUrl },
  stdio: 'inherit',
});

const vite = await createServer({ server: { port: vitePort, strictPort: true, proxy: { '/api': apiUrl } } });
await vite.listen();
vite.printUrls();

function shutdown(): void {
  api.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
