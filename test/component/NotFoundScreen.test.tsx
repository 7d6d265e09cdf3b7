import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import NotFoundScreen from '@/screens/notFound/NotFoundScreen';

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('says the page was not found, with the SPEC text and a link home', () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Home page</h1> },
        { path: '*', element: <NotFoundScreen /> },
      ],
      { initialEntries: ['/nope'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('We’re sorry. The link you clicked is not a working one!')).toBeTruthy();
    expect(document.title).toBe('Page not found · Slice');

    const home = screen.getByRole('link', { name: 'Go to home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
  });
});
