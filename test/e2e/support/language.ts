import type { Page } from 'playwright-core';

/**
 * Latin script a Hindi screen may show: the brand and other names that are brands themselves (the loyalty
 * programme, the sign-in provider, payment apps), acronyms Indians read as they are, am/pm as Intl writes
 * hi-IN times, and the language switch's own 'English'. Dish, store and other data names are marked
 * `translate="no"` where the screens render them, and are left out of the check that way.
 */
const LATIN_ALLOWED = [
  'Slice',
  'Pizza Pals',
  'Sandbox',
  'Paytm',
  'Amazon Pay',
  'English',
  'OTP',
  'UPI',
  'PNR',
  'GST',
  'PIN',
  'ID',
  'KM',
  'CVV',
  'am',
  'pm',
];
const ALLOWED_PATTERN = new RegExp(`\\b(${LATIN_ALLOWED.join('|')})\\b`, 'g');

/**
 * The visible texts outside `translate="no"` holding a Latin-script word of two or more letters that the
 * allow-list does not know: on a Hindi screen, English left untranslated.
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[translate="no"], script, style, noscript')) continue;
      if (!parent.checkVisibility()) continue;
      if (node.textContent) found.push(node.textContent.trim());
    }
    return found;
  });
  const left = texts.filter((text) => /[A-Za-z]{2,}/.test(text.replace(ALLOWED_PATTERN, '')));
  return [...new Set(left)];
}
