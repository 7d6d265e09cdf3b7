import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { SavedAddress } from '@/contract/addresses';
import { AddressForm } from '@/screens/addressBook/AddressForm';
import { ADDRESS_MAX, HOUSE_NO_MAX } from '@/domain/address';
import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX } from '@/domain/validation';
import { addressBookMachine, type AddressBookData, type SaveAddressInput } from '@machines/addressBook.machine';
import { apiError, descriptionOf, never } from './LoginFixtures';
import { validationText } from '@/i18n/validationText';

afterEach(cleanup);

const saved: SavedAddress = {
  address_id: 'addr-1',
  label: 'Work',
  firstName: 'Asha',
  lastName: 'Rao',
  fullName: 'Asha Rao',
  mobile_no: '9876543210',
  email: 'asha@example.in',
  address: 'Prestige Tech Park',
  houseNo: 'B-402',
  locality: 'Marathahalli',
  sub_locality: '',
  city: 'Bengaluru',
  area1: '',
  area2: '',
  latitude: 12.9398,
  longitude: 77.6974,
  deliveryType: 'D',
  childStoreId: 'store-7',
};

function setup(
  save: (input: SaveAddressInput) => Promise<SavedAddress> = async ({ body }) => ({ ...saved, ...body, address_id: 'addr-1' }),
) {
  const saveAddress = vi.fn(save);
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise<AddressBookData, { userId: string | null }>(async () => ({ addresses: [saved], recentSearches: [] })),
        saveAddress: fromPromise<SavedAddress, SaveAddressInput>(({ input }) => saveAddress(input)),
      },
    }),
    { input: { userId: 'user-1' } },
  );
  actor.start();
  return { actor, saveAddress };
}

async function editSaved(save?: (input: SaveAddressInput) => Promise<SavedAddress>) {
  const test = setup(save);
  await waitForActor(test.actor, (snapshot) => snapshot.matches('listing'));
  test.actor.send({ type: 'address.edit', addressId: 'addr-1' });
  render(<AddressForm actor={test.actor} submitLabel="Save changes" />);
  return test;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('AddressForm', () => {
  it("shows the saved address's label and fields, each cut at its SPEC 5 length", async () => {
    await editSaved();
    expect((screen.getByRole('radio', { name: 'Work' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(false);
    expect(field('First name').value).toBe('Asha');
    expect(field('Mobile number').value).toBe('9876543210');
    expect(field('Society / Street').value).toBe('Prestige Tech Park');
    expect(field('House / Flat no.').value).toBe('B-402');
    expect(field('Locality').value).toBe('Marathahalli');
    expect(field('First name').maxLength).toBe(FIRST_NAME_MAX);
    expect(field('Last name').maxLength).toBe(LAST_NAME_MAX);
    expect(field('Email').maxLength).toBe(EMAIL_MAX);
    expect(field('Society / Street').maxLength).toBe(ADDRESS_MAX);
    expect(field('House / Flat no.').maxLength).toBe(HOUSE_NO_MAX);
    expect(field('Mobile number').maxLength).toBe(10);
    expect(screen.getByText('+91')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('sends each change and the chosen label to the machine', async () => {
    const { actor } = await editSaved();
    fireEvent.click(screen.getByRole('radio', { name: 'Home' }));
    fireEvent.change(field('House / Flat no.'), { target: { value: 'C-12' } });
    expect(actor.getSnapshot().context.form).toMatchObject({ label: 'Home', houseNo: 'C-12' });
    expect((screen.getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect(field('House / Flat no.').value).toBe('C-12');
  });

  it('refuses to save with the SPEC 5 messages tied to their fields, focusing the first', async () => {
    const { saveAddress } = await editSaved();
    fireEvent.change(field('First name'), { target: { value: ' ' } });
    fireEvent.change(field('Society / Street'), { target: { value: '' } });
    fireEvent.change(field('House / Flat no.'), { target: { value: '' } });
    fireEvent.change(field('Locality'), { target: { value: '' } });
    fireEvent.change(field('Mobile number'), { target: { value: '0123456789' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(descriptionOf(field('First name'))).toBe(validationText('addressFirstNameRequired'));
    expect(descriptionOf(field('Society / Street'))).toBe(validationText('addressStreetRequired'));
    expect(descriptionOf(field('House / Flat no.'))).toBe(validationText('houseNoRequired'));
    expect(descriptionOf(field('Locality'))).toContain(validationText('localityRequired'));
    expect(descriptionOf(field('Mobile number'))).toBe(validationText('addressMobileInvalid'));
    expect(descriptionOf(field('Email'))).toBe(validationText('addressEmailInvalid'));
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last name').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('House / Flat no.')));
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('shows a busy submit while saving, then sends the trimmed address', async () => {
    let finish: (address: SavedAddress) => void = () => undefined;
    const { actor, saveAddress } = await editSaved(() => new Promise((resolve) => (finish = resolve)));
    fireEvent.change(field('Last name'), { target: { value: ' Menon ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const submit = screen.getByRole('button', { name: 'Save changes' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Saving address');
    expect(field('Last name').readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(saveAddress).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: 'user-1',
        addressId: 'addr-1',
        body: expect.objectContaining({ label: 'Work', lastName: 'Menon', fullName: 'Asha Menon', mobile_no: '9876543210' }),
      }),
    );

    await act(async () => finish({ ...saved, lastName: 'Menon' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Last name' })).toBeNull());
    expect(actor.getSnapshot().context.addresses[0]?.lastName).toBe('Menon');
  });

  it("shows the server's displayMsg as an alert when saving fails, keeping the form", async () => {
    await editSaved(async () => {
      throw apiError('ADDRESS_NOT_FOUND', 'This address no longer exists.', 404);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This address no longer exists.');
    expect(field('First name').value).toBe('Asha');
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(false);
  });

  it('cancels without saving', async () => {
    const { actor, saveAddress } = await editSaved(() => never());
    fireEvent.change(field('First name'), { target: { value: 'Ashwini' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actor.getSnapshot().matches('listing')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('asks for the locality when the map gave none, and keeps the one it gave', async () => {
    const { actor } = setup();
    await waitForActor(actor, (snapshot) => snapshot.matches('listing'));
    actor.send({ type: 'address.add', draft: { locality: '', city: 'Pune', latitude: 18.52, longitude: 73.85 } });
    render(<AddressForm actor={actor} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(descriptionOf(field('Locality'))).toContain(validationText('localityRequired'));
    cleanup();

    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'address.add', draft: { locality: 'Baner', city: 'Pune' } });
    render(<AddressForm actor={actor} />);
    expect(field('Locality').value).toBe('Baner');
    expect((screen.getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
  });
});
