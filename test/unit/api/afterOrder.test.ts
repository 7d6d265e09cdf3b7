import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { afterOrderApi } from '@/api/afterOrder';
import { PATHS } from '@/contract/paths';
import type { OrderHistoryPage } from '@/contract/afterOrder';
import { clientFor, rejection } from './clientFixture';
import { errorBody, json, startMisbehavingServer, type MisbehavingServer } from './misbehavingServer';

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const invoicePath = PATHS.orderInvoice.replace('{orderId}', 'ord-1');
const PDF_BYTES = '%PDF-1.3 invoice';

describe('after-order calls', () => {
  it('getInvoice hands over the PDF as a Blob', async () => {
    server.route(invoicePath, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(PDF_BYTES);
    });
    const invoice = await afterOrderApi(clientFor(server).client).getInvoice('ord-1');
    expect(invoice).toBeInstanceOf(Blob);
    expect(await invoice.text()).toBe(PDF_BYTES);
  });

  it("a refused invoice rejects with the server's errors[0] message", async () => {
    server.route(invoicePath, (_request, response) => json(response, 400, errorBody('INVOICE_NOT_AVAILABLE', 'Not confirmed yet.')));
    const error = await rejection(afterOrderApi(clientFor(server).client).getInvoice('ord-1'));
    expect(error).toMatchObject({ status: 400, code: 'INVOICE_NOT_AVAILABLE', displayMsg: 'Not confirmed yet.' });
  });

  it('getOrderHistory asks for a page, and for favourites only when told', async () => {
    const page: OrderHistoryPage = { orders: [], pageNo: 2, nextPageNo: null };
    server.route(PATHS.orderHistory, (_request, response) => json(response, 200, page));
    const api = afterOrderApi(clientFor(server).client);
    await expect(api.getOrderHistory(2, false)).resolves.toEqual(page);
    await api.getOrderHistory(1, true);
    expect(server.received(PATHS.orderHistory).map((request) => request.query)).toEqual(['?pageNo=2', '?pageNo=1&favourites=true']);
  });
});
