import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Popup, type PopupProps } from '@/components/Popup';

afterEach(cleanup);

function Harness(props: Partial<PopupProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <Popup body="Store is closed" {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function open(props: Partial<PopupProps> = {}) {
  render(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
}

describe('Popup', () => {
  it("defaults to the header 'Oops' and an 'OK' button, named and described for assistive technology", () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Oops' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Store is closed');
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('moves focus to its button on open and back to the trigger when closed', () => {
    const trigger = open();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape', () => {
    const trigger = open();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('uses the given header, left and right buttons, as an alertdialog when urgent', () => {
    const onLeft = vi.fn();
    const onRight = vi.fn();
    open({
      header: 'Duplicate order',
      alert: true,
      leftButton: { label: 'Cancel', onClick: onLeft },
      rightButton: { label: 'Continue', onClick: onRight },
    });
    expect(screen.getByRole('alertdialog', { name: 'Duplicate order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onLeft).toHaveBeenCalledTimes(1);
    expect(onRight).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('keeps Tab focus inside the popup', () => {
    open({ leftButton: { label: 'Cancel', onClick: () => undefined } });
    const ok = screen.getByRole('button', { name: 'OK' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('focuses the left button first when the right one is destructive', () => {
    open({ leftButton: { label: 'Cancel', onClick: () => {} }, rightButton: { label: 'Delete' }, initialFocus: 'left' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
