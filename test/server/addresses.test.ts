import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { AddressListResponse, SavedAddress } from '@/contract/addresses';
import { errorOf, jsonRequest, loginWithOtp, userPath, type LoggedIn } from './support/accounts';
import { addressBody } from './support/addresses';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let alice: LoggedIn;
let bob: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  alice = await loginWithOtp(server);
  bob = await loginWithOtp(server);
});
afterAll(() => server.close());

const listPath = (user: LoggedIn) => userPath(PATHS.addresses, user.userId);
const itemPath = (user: LoggedIn, addressId: string) => userPath(PATHS.address, user.userId).replace('{addressId}', addressId);
const save = (user: LoggedIn, body: unknown) => server.fetch(listPath(user), jsonRequest('POST', body, user.headers));
async function list(user: LoggedIn): Promise<SavedAddress[]> {
  const response = await server.fetch(listPath(user), { headers: user.headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as AddressListResponse).addresses;
}

describe('address save, list, update and delete', () => {
  it('saves an address with the store that delivers there and lists it', async () => {
    const response = await save(alice, addressBody());
    expect(response.status).toBe(201);
    const saved = (await response.json()) as SavedAddress;
    expect(saved).toMatchObject({
      label: 'Home',
      fullName: 'Asha Rao',
      mobile_no: '9876543210',
      houseNo: '12B',
      deliveryType: 'D',
      childStoreId: '66201',
      address_component: { area_level2: 'Koramangala' },
    });
    expect(await list(alice)).toEqual([saved]);
  });

  it('drops address_component when all its values are empty', async () => {
    const response = await save(alice, addressBody({ label: 'Work', address_component: { area_level0: '', area_level1: ' ' } }));
    const saved = (await response.json()) as SavedAddress;
    expect('address_component' in saved).toBe(false);
    expect((await list(alice)).find((address) => address.address_id === saved.address_id)).not.toHaveProperty('address_component');
  });

  it('updates and deletes an own address', async () => {
    const { address_id: id } = (await (await save(alice, addressBody({ label: 'Other' }))).json()) as SavedAddress;
    const updated = await server.fetch(
      itemPath(alice, id),
      jsonRequest('PUT', addressBody({ houseNo: '7', label: 'Other' }), alice.headers),
    );
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as SavedAddress).houseNo).toBe('7');
    const deleted = await server.fetch(itemPath(alice, id), { method: 'DELETE', headers: alice.headers });
    expect(deleted.status).toBe(204);
    expect((await list(alice)).map((address) => address.address_id)).not.toContain(id);
    const again = await server.fetch(itemPath(alice, id), { method: 'DELETE', headers: alice.headers });
    expect(again.status).toBe(404);
    expect((await errorOf(again))?.code).toBe('ADDRESS_NOT_FOUND');
  });
});

describe('store lookup with a saved address', () => {
  it("records the serving store on the caller's own address only", async () => {
    const jaipur = { locality: 'C Scheme', city: 'Jaipur', latitude: 26.9124, longitude: 75.7873 };
    const saved = (await (await save(alice, addressBody({ label: 'Other', ...jaipur }))).json()) as SavedAddress;
    expect(saved.childStoreId).toBeNull();
    const whitefield = { latitude: 12.9698, longitude: 77.75, deliveryType: 'D' };
    const byBob = await server.fetch(PATHS.storeLookup, jsonRequest('POST', { ...whitefield, address_id: saved.address_id }, bob.headers));
    expect(byBob.status).toBe(404);
    const byAlice = await server.fetch(
      PATHS.storeLookup,
      jsonRequest('POST', { ...whitefield, address_id: saved.address_id }, alice.headers),
    );
    expect(byAlice.status).toBe(200);
    expect((await list(alice)).find((address) => address.address_id === saved.address_id)?.childStoreId).toBe('66203');
    await server.fetch(itemPath(alice, saved.address_id), { method: 'DELETE', headers: alice.headers });
  });
});

describe('owner checks (SPEC 6)', () => {
  it("answers 403 Unauthorized_access for another user's addresses and changes nothing", async () => {
    const before = await list(alice);
    const [target] = before;
    const attempts = [
      server.fetch(listPath(alice), { headers: bob.headers }),
      server.fetch(listPath(alice), jsonRequest('POST', addressBody(), bob.headers)),
      server.fetch(itemPath(alice, target!.address_id), jsonRequest('PUT', addressBody({ houseNo: '99' }), bob.headers)),
      server.fetch(itemPath(alice, target!.address_id), { method: 'DELETE', headers: bob.headers }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({ code: 'Unauthorized_access', displayMsg: 'You can only access your own account.' });
    }
    const viaOwnPath = await server.fetch(itemPath(bob, target!.address_id), { method: 'DELETE', headers: bob.headers });
    expect(viaOwnPath.status).toBe(404);
    expect(await list(alice)).toEqual(before);
    expect(await list(bob)).toEqual([]);
  });

  it('answers 403 to an anonymous user', async () => {
    const anonymous = await signInAnonymously(server);
    const response = await server.fetch(userPath(PATHS.addresses, anonymous.userId), { headers: anonymous.headers });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'Unauthorized_access', displayMsg: 'Please login to continue.' });
  });
});

describe('SPEC 5 address rules', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['first name', { firstName: ' ' }, 'Enter First Name'],
    ['last name', { lastName: '' }, 'Enter Last Name'],
    ['mobile', { mobile_no: '' }, 'Enter Mobile Number'],
    ['mobile format', { mobile_no: '0876543210' }, 'Please enter valid mobile number'],
    ['mobile length', { mobile_no: '98765' }, 'Please enter valid mobile number'],
    ['email', { email: '' }, 'Enter Email Address'],
    ['email format', { email: 'asha@' }, 'Please enter valid email Address'],
    ['society/street', { address: '' }, 'Enter Society/ Street Name'],
    ['house number', { houseNo: '' }, 'Enter House No'],
    ['locality', { locality: '' }, 'Please select Locality'],
    ['address over 40', { address: 'a'.repeat(41) }, 'Enter Society/ Street Name'],
    ['house number over 10', { houseNo: '1'.repeat(11) }, 'Enter House No'],
    ['first name over 50', { firstName: 'a'.repeat(51) }, 'Enter First Name'],
    ['last name over 50', { lastName: 'a'.repeat(51) }, 'Enter Last Name'],
    ['email over 50', { email: `${'a'.repeat(39)}@example.com` }, 'Please enter valid email Address'],
    ['full name max 80', { fullName: 'a'.repeat(81) }, 'fullName is too long or too large (maximum 80).'],
  ];

  it.each(cases)('refuses a bad %s with 400 and its message, writing nothing', async (_name, overrides, message) => {
    const response = await save(bob, addressBody(overrides));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', displayMsg: message });
    expect(await list(bob)).toEqual([]);
  });

  it('accepts every field at its max length', async () => {
    const response = await save(
      bob,
      addressBody({
        address: 'a'.repeat(40),
        houseNo: '1'.repeat(10),
        firstName: 'f'.repeat(50),
        lastName: 'l'.repeat(50),
        email: `${'a'.repeat(38)}@example.com`,
        fullName: 'n'.repeat(80),
      }),
    );
    expect(response.status).toBe(201);
    expect(await list(bob)).toHaveLength(1);
  });
});
