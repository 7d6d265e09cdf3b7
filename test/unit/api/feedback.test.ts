import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedbackApi } from '@/api/feedback';
import { ordersApi } from '@/api/orders';
import { PATHS } from '@/contract/paths';
import { FEEDBACK_VARIANT_HEADER } from '@/domain/feedback';
import { clientFor } from './clientFixture';
import { json, startMisbehavingServer, type MisbehavingServer } from './misbehavingServer';
import { confirmBody } from '../../server/support/checkout';

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('the SPEC 7 feedback variant header', () => {
  it('goes with every feedback call', async () => {
    server.route(PATHS.feedbackHistory, (_request, response) => json(response, 200, { orders: [] }));
    server.route(PATHS.feedbackInvitation, (_request, response) => json(response, 200, { invitation: null }));
    const api = feedbackApi(clientFor(server).client, 'NPS');
    await api.getHistory();
    await api.claimInvitation(null);
    const sent = [...server.received(PATHS.feedbackHistory), ...server.received(PATHS.feedbackInvitation)];
    expect(sent.map((request) => request.headers[FEEDBACK_VARIANT_HEADER])).toEqual(['NPS', 'NPS']);
  });

  it('goes with the confirm order batch when the device has one, and not otherwise', async () => {
    server.route(PATHS.confirmOrder, (_request, response) => json(response, 200, { status: 'FAILED', errors: [] }));
    const api = ordersApi(clientFor(server).client);
    await api.confirmOrder('user-1', confirmBody(), { feedbackVariant: 'CSAT' }).catch(() => undefined);
    await api.confirmOrder('user-1', confirmBody()).catch(() => undefined);
    expect(server.received(PATHS.confirmOrder).map((request) => request.headers[FEEDBACK_VARIANT_HEADER])).toEqual(['CSAT', undefined]);
  });
});
