import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import TncScreen from '@/screens/tnc/TncScreen';
import tncTexts from '@/i18n/en/tnc';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(cleanup);

async function renderAt(url: string) {
  await act(async () =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <TncScreen />
        </Suspense>
      </MemoryRouter>,
    ),
  );
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('/tnc', () => {
  it('shows the terms under a page heading, a section each for ordering, delivery, refunds and the train seat', async () => {
    await renderAt('/tnc');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(document.title).toBe('Terms and Conditions · Slice');
    const sections = ['Ordering and payment', 'Delivery', 'Cancellation and refunds', 'Delivery to your train seat'];
    for (const name of sections) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Ordering and payment', '#ordering'],
      ['Delivery', '#delivery'],
      ['Cancellation and refunds', '#refunds'],
      ['Delivery to your train seat', '#rail'],
    ]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('states the rail rules as the product applies them, with the SPEC 9 refund time', async () => {
    await renderAt('/tnc');
    const rail = screen.getByRole('region', { name: 'Delivery to your train seat' });
    expect(rail.id).toBe('rail');
    const rules = within(rail).getAllByRole('listitem').map(textOf);
    expect(rules).toEqual([
      'Order with the PNR of your ticket, for a station ahead on your journey that a Slice store serves.',
      'Each store sets how long before the train’s expected arrival it needs your order, from 15 to 105 minutes. The station list shows the last time to order at each station.',
      'We hand your order over at your seat, to the person who shows its 4-digit delivery code.',
      'Orders to a seat cannot be paid with the Slice Wallet.',
      'You can cancel until 2 hours before the train’s scheduled arrival at your station. An order placed later than that can be cancelled within 5 minutes of ordering.',
      'If the train reaches your station more than 60 minutes late, or your ticket is cancelled, the order ends and you get a full refund.',
      'Refunds reach the account you paid from in 4-10 business days.',
    ]);
    // The day range and amounts never break across lines.
    expect(within(rail).getByText('4-10').tagName).toBe('SPAN');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getAllByRole('listitem').map(textOf)).toContain('If we are late, we cover up to ₹ 300 of that order.');
  });

  it('opened at #rail, brings the rail section into view and moves focus to it', async () => {
    await renderAt('/tnc#rail');
    const rail = screen.getByRole('region', { name: 'Delivery to your train seat' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(rail);
    expect(document.activeElement).toBe(rail);
  });

  it('ignores a fragment that names no section', async () => {
    await renderAt('/tnc#nothing');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('/tnc in Hindi', () => {
  inHindi();

  it('shows every text in Hindi, the rail section included', async () => {
    await renderAt('/tnc#rail');
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeTruthy();
    const rail = screen.getByRole('region', { name: 'ट्रेन सीट पर डिलीवरी' });
    expect(document.activeElement).toBe(rail);
    expect(textOf(rail)).toContain('2 घंटे पहले');
    expect(englishLeftIn([screen.getByRole('main')], tncTexts)).toEqual([]);
  });
});
