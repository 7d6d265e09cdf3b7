import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { appRoutes } from '@/app/routes';

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const location = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('app routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderAt('/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the 404 page for a SPEC route whose screen comes later', async () => {
    renderAt('/cart');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('redirects /everyday-value-offers to /edv, keeping the query', async () => {
    const router = renderAt('/everyday-value-offers?itemId=7');
    await waitFor(() => expect(location(router)).toBe('/edv?itemId=7'));
  });

  it('redirects /landing to / and shows the landing page', async () => {
    const router = renderAt('/landing?deliveryType=delivery');
    await waitFor(() => expect(location(router)).toBe('/?deliveryType=delivery'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot pizza, your way' })).toBeTruthy();
  });

  it('does not pretend to serve the post-order area when the document itself was loaded there', async () => {
    renderAt('/postorder-ui/orderDetails');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
