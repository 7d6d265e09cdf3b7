import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartCalculationRow } from '@/contract/cart';
import { Bill } from '@/components/Bill';

const ROWS: CartCalculationRow[] = [
  { key: 'sub_total', label: 'Sub Total', value: 52_000 },
  { key: 'discount', label: 'Discount', value: 4_000 },
  {
    key: 'taxes_and_charges',
    label: 'Taxes & Charges',
    value: 6_400,
    children: [
      {
        key: 'additional_charges',
        label: 'Additional Charges',
        value: 4_000,
        children: [
          { key: 'delivery_charge', label: 'Delivery Charge', value: 3_000 },
          { key: 'K', label: 'Eco-friendly packaging', value: 1_000 },
        ],
      },
      { key: 'tax', label: 'GST (5%)', value: 2_400 },
    ],
  },
  { key: 'tip', label: 'Tip', value: 2_000 },
  { key: 'grand_total', label: 'Grand Total', value: 56_400 },
];

/** The shown rows as [label, amount] pairs, amounts read as a customer reads them. */
const shownRows = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const paiseOf = (text: string): number => {
  const amount = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.trim().startsWith('-') ? -amount : amount;
};

afterEach(cleanup);

describe('Bill', () => {
  it('labels each row from the one catalogue, itemises each charge once under Taxes & Charges and shows the discount as a minus', () => {
    render(<Bill rows={ROWS} />);
    expect(shownRows()).toEqual([
      ['Item total', '₹\u00a0520'],
      ['Discount', '-\u00a0₹\u00a040'],
      ['Taxes & Charges', '₹\u00a064'],
      ['Delivery charge', '₹\u00a030'],
      ['Eco-friendly packaging', '₹\u00a010'],
      ['GST (5%)', '₹\u00a024'],
      ['Delivery partner tip', '₹\u00a020'],
      ['Grand total', '₹\u00a0564'],
    ]);
  });

  it('shows rows that add up: the itemised charges to Taxes & Charges, the top rows to the grand total', () => {
    const { container } = render(<Bill rows={ROWS} />);
    const amountOf = (code: string) => paiseOf(container.querySelector(`[data-bill-code="${code}"] dd`)!.textContent!);
    expect(amountOf('delivery_charge') + amountOf('K') + amountOf('tax')).toBe(amountOf('taxes_and_charges'));
    expect(amountOf('sub_total') + amountOf('discount') + amountOf('taxes_and_charges') + amountOf('tip')).toBe(amountOf('grand_total'));
  });

  it('never lets a price wrap between the rupee sign and the number', () => {
    render(<Bill rows={ROWS} />);
    for (const amount of screen.getAllByRole('definition')) {
      expect(amount.textContent).not.toMatch(/₹ |- /);
      expect(amount.textContent).toMatch(/^(-\u00a0)?₹\u00a0\d/);
    }
  });

  it('leaves out a zero discount, tip and charge', () => {
    render(
      <Bill
        rows={[
          { key: 'sub_total', label: '', value: 20_000 },
          { key: 'discount', label: '', value: 0 },
          {
            key: 'taxes_and_charges',
            label: '',
            value: 1_000,
            children: [
              { key: 'additional_charges', label: '', value: 0, children: [] },
              { key: 'tax', label: '', value: 1_000 },
            ],
          },
          { key: 'tip', label: '', value: 0 },
          { key: 'grand_total', label: '', value: 21_000 },
        ]}
      />,
    );
    expect(
      within(document.body)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Item total', 'Taxes & Charges', 'GST (5%)', 'Grand total']);
  });
});
