import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import NotFoundScreen from '@/screens/notFound/NotFoundScreen';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { inHindi } from './inHindi';

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('says the page was not found, with the SPEC text and a link home', () => {
    render(
      <MemoryRouter initialEntries={['/nope']}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('We’re sorry. The link you clicked is not a working one!')).toBeTruthy();
    expect(document.title).toBe('Page not found · Slice');

    const home = screen.getByRole('link', { name: 'Go to home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});

describe('NotFoundScreen in Hindi', () => {
  inHindi();

  it('says the page was not found in Hindi', async () => {
    await act(async () =>
      render(
        <MemoryRouter initialEntries={['/nope']}>
          <Suspense fallback={null}>
            <NotFoundScreen />
          </Suspense>
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByText('माफ़ कीजिए, आपने जिस लिंक पर क्लिक किया, वह काम नहीं कर रहा है!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('पेज नहीं मिला · Slice');
    expect(screen.queryByText('Go to home')).toBeNull();
  });
});
