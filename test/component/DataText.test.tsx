import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DataText } from '@/components/DataText';

afterEach(cleanup);

describe('DataText', () => {
  it('fills each hole with its data in a translate="no" span, the words around it as they are', () => {
    const { container } = render(<DataText text="{store} से {address} तक" data={{ store: 'Slice Koramangala', address: '80 Feet Road' }} />);
    expect(container.textContent).toBe('Slice Koramangala से 80 Feet Road तक');
    expect([...container.querySelectorAll('[translate="no"]')].map((span) => span.textContent)).toEqual([
      'Slice Koramangala',
      '80 Feet Road',
    ]);
  });

  it('leaves a hole without data visible', () => {
    const { container } = render(<DataText text="Order {orderId}" data={{}} />);
    expect(container.textContent).toBe('Order {orderId}');
    expect(container.querySelector('[translate="no"]')).toBeNull();
  });
});
