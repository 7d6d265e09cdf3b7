import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ContentPage } from '@/contract/contentPages';
import { MachineProvider } from '@/app/machineLogic';
import contentPageTexts from '@/i18n/en/contentPage';
import InfoScreen from '@/screens/contentPage/InfoScreen';
import TncScreen from '@/screens/contentPage/TncScreen';
import { contentPageMachine } from '@machines/contentPage.machine';
import { HINDI_TNC_PAGE, INFO_PAGE, TNC_PAGE } from '../model/contentFixtures';
import { networkFailure } from '../model/fixtures';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(cleanup);

function pageAnswering(answers: Array<ContentPage | Error>) {
  let calls = 0;
  return contentPageMachine.provide({
    actors: {
      getContentPage: fromPromise(async () => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
}

async function renderAt(url: string, answers: Array<ContentPage | Error>, Screen = TncScreen) {
  await act(async () =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <MachineProvider machines={[pageAnswering(answers)]}>
            <Screen />
          </MachineProvider>
        </Suspense>
      </MemoryRouter>,
    ),
  );
}

describe('/tnc', () => {
  it('shows the served terms under their heading, with a contents list of anchors and a card per section', async () => {
    await renderAt('/tnc', [TNC_PAGE]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(document.title).toBe('Terms and Conditions · Slice');
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
    const rail = screen.getByRole('region', { name: 'Delivery to your train seat' });
    expect(rail.id).toBe('rail');
    expect(
      within(rail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TNC_PAGE.sections[3]!.paragraphs);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opened at #rail, brings the rail section into view once the page arrives and moves focus to it', async () => {
    await renderAt('/tnc#rail', [TNC_PAGE]);
    const rail = await screen.findByRole('region', { name: 'Delivery to your train seat' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(rail);
    expect(document.activeElement).toBe(rail);
  });

  it('a page that could not load says so, and Try again loads it', async () => {
    await renderAt('/tnc', [networkFailure(), TNC_PAGE]);
    expect(await screen.findByText('We could not load this page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('region', { name: 'Delivery to your train seat' })).toBeTruthy();
  });
});

describe('/info', () => {
  it('offers to call the support number the content holds', async () => {
    await renderAt('/info', [INFO_PAGE], InfoScreen);
    const contact = await screen.findByRole('region', { name: 'Contact and support' });
    const call = within(contact).getByRole('link', { name: 'Call 1800 102 7423' });
    expect(call.getAttribute('href')).toBe('tel:18001027423');
    expect(document.title).toBe('About Slice · Slice');
  });
});

describe('/tnc in Hindi', () => {
  inHindi();

  it('shows the served Hindi words and its own texts in Hindi', async () => {
    await renderAt('/tnc#rail', [HINDI_TNC_PAGE]);
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'rail हिंदी' }));
    // The document title's pattern is the brand after the page's own title, the same in both languages.
    const { documentTitle: _, ...chrome } = contentPageTexts.texts;
    expect(englishLeftIn([screen.getByRole('main')], { name: contentPageTexts.name, texts: chrome })).toEqual([]);
  });
});
