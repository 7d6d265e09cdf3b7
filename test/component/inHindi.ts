/**
 * Renders the tests of the calling describe block in Hindi and puts English back after each. The Hindi
 * texts are loaded first, so the screens render at once instead of suspending inside act().
 */
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setLanguage } from '@/i18n/language';
import { loadTexts } from '@/i18n/load';

const NAMESPACES = Object.keys(import.meta.glob('/src/i18n/hi/*.ts')).map((file) => file.replace(/^.*\/(\w+)\.ts$/, '$1'));

export function inHindi(): void {
  beforeEach(async () => {
    await Promise.all(NAMESPACES.map((name) => loadTexts('hi', name)));
    setLanguage('hi');
  });
  // Unmounted first, so no screen re-renders in English after suspending in Hindi.
  afterEach(() => {
    cleanup();
    setLanguage('en');
  });
}
