/**
 * One-off: rasterises public/icons/icon.svg (rounded, transparent corners) and icon-maskable.svg
 * (full bleed) into the PNG icons and favicon.ico the manifest and index.html name.
 * Run: npx tsx scripts/make-icons.ts (needs Debian's chromium).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/e2e/support/browser';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

interface Target {
  source: 'icon.svg' | 'icon-maskable.svg';
  size: number;
  out: string;
  transparent: boolean;
}

const TARGETS: Target[] = [
  { source: 'icon.svg', size: 192, out: 'icons/icon-192.png', transparent: true },
  { source: 'icon.svg', size: 512, out: 'icons/icon-512.png', transparent: true },
  { source: 'icon-maskable.svg', size: 192, out: 'icons/icon-maskable-192.png', transparent: false },
  { source: 'icon-maskable.svg', size: 512, out: 'icons/icon-maskable-512.png', transparent: false },
  { source: 'icon-maskable.svg', size: 180, out: 'icons/apple-touch-icon.png', transparent: false },
  { source: 'icon.svg', size: 32, out: 'icons/favicon-32.png', transparent: true },
];

/** An .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const target of TARGETS) {
      const svg = await readFile(`${publicDir}icons/${target.source}`, 'utf8');
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setViewportSize({ width: target.size, height: target.size });
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img id="i" src="${src}" width="${target.size}" height="${target.size}" style="display:block"></body></html>`,
      );
      await page.locator('#i').evaluate((img: HTMLImageElement) => img.decode());
      const png = await page.locator('#i').screenshot({ omitBackground: target.transparent });
      await writeFile(`${publicDir}${target.out}`, png);
      if (target.size === 32) await writeFile(`${publicDir}favicon.ico`, icoFromPng(png, target.size));
    }
  } finally {
    await browser.close();
  }
}

await main();
