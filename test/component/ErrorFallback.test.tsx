import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorFallback } from '@/components/ErrorFallback';
import { ErrorBoundary } from '@/components/ErrorBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorFallback', () => {
  it("shows 'Something went wrong!' / 'Please try again.' and refreshes on Refresh", () => {
    const onRefresh = vi.fn();
    render(<ErrorFallback onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('replaces a subtree that throws while rendering', () => {
    const onError = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<ErrorFallback onRefresh={() => undefined} />} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong!');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
