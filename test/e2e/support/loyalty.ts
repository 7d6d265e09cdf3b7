import type { Page } from 'playwright-core';

/** On /pizzaLoyalty, a logged-in customer joins Pizza Pals through the page (join prompt, then WAITING or ENROLLED). */
export async function joinPizzaPals(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/pizzaLoyalty`);
  const membership = page.getByRole('region', { name: 'Your membership' });
  await membership.getByRole('button', { name: 'Join Pizza Pals' }).click();
  await page.getByRole('dialog', { name: 'Join Pizza Pals?' }).getByRole('button', { name: 'Join' }).click();
  await membership.getByText(/Welcome to Pizza Pals!|You’re a Pizza Pals member/).waitFor();
}
