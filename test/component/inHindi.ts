/** Runs the tests of a describe block in Hindi: the language is set before each and set back to English after. */
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setLanguage } from '@/i18n/language';

export function inHindi(): void {
  beforeEach(() => setLanguage('hi'));
  // Unmounted first, so no screen re-renders in English after suspending in Hindi.
  afterEach(() => {
    cleanup();
    setLanguage('en');
  });
}
