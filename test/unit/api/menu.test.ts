import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { MenuResponse, ToppingsResponse } from '@/contract/menu';
import { clientFor, rejection } from './clientFixture';
import { errorBody, json, startMisbehavingServer, type MisbehavingServer } from './misbehavingServer';

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66001', name: 'Slice Connaught Place', address: 'N-12, Outer Circle', city: 'Delhi' },
  data: [{ categoryId: 4, categoryName: 'Sides', data: [] }],
};
const TOPPINGS: ToppingsResponse = { status: 'SUCCESS', data: [{ id: 1, code: 'ONION', name: 'Onion', foodType: 'VEG', price: 4_500 }] };

const menuPath = (storeId: string) => PATHS.storeMenu.replace('{storeId}', storeId);
const toppingsPath = (storeId: string) => PATHS.storeToppings.replace('{storeId}', storeId);

describe('menu calls', () => {
  it("getMenu and getToppings GET the given store's menu and toppings", async () => {
    server.route(menuPath('66001'), (_request, response) => json(response, 200, MENU));
    server.route(toppingsPath('66001'), (_request, response) => json(response, 200, TOPPINGS));
    const { client } = clientFor(server);
    await expect(client.getMenu('66001')).resolves.toEqual(MENU);
    await expect(client.getToppings('66001')).resolves.toEqual(TOPPINGS);
    expect(server.received(menuPath('66001')).map((request) => request.method)).toEqual(['GET']);
    expect(server.received(toppingsPath('66001'))[0]?.headers.authtoken).toBe('access-old');
  });

  it('encodes the store id into the path', async () => {
    server.route(menuPath('a%2Fb'), (_request, response) => json(response, 200, MENU));
    const { client } = clientFor(server);
    await expect(client.getMenu('a/b')).resolves.toEqual(MENU);
  });

  it("an unknown store rejects with the server's errors[0]", async () => {
    server.route(menuPath('99999'), (_request, response) =>
      json(response, 404, errorBody(STORE_ERROR_CODES.storeNotFound, 'This store does not exist.')),
    );
    const error = await rejection(clientFor(server).client.getMenu('99999'));
    expect(error).toMatchObject({ status: 404, code: 'STORE_NOT_FOUND', displayMsg: 'This store does not exist.' });
  });

  it('an aborted call rejects with the abort reason', async () => {
    server.route(menuPath('66001'), () => undefined);
    const controller = new AbortController();
    const call = clientFor(server).client.getMenu('66001', { signal: controller.signal });
    const reason = new Error('left the menu');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});
