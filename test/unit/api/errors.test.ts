import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, serverErrorItem, toApiError } from '@/api/errors';
import messagesEn from '@/i18n/en/messages';

const {
  asyncTimeout: ASYNC_TIMEOUT,
  badResponse: BAD_RESPONSE,
  genericError: GENERIC_ERROR,
  internalServerError: INTERNAL_SERVER_ERROR,
  networkLost: NETWORK_LOST,
} = messagesEn.texts;

describe('errorFromResponse (SPEC 8)', () => {
  it('lets each server field win over the defaults', () => {
    const error = errorFromResponse(500, { errors: [{ code: 'DB_DOWN', displayMsg: 'Try later', header: '' }] });
    expect(error).toMatchObject({ kind: 'http', status: 500, code: 'DB_DOWN', displayMsg: 'Try later', header: 'Ops', btnMsg: 'Ok' });
  });

  it('uses the generic message and an HTTP code when the body says nothing', () => {
    const error = errorFromResponse(409, 'conflict');
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 'HTTP_409', displayMsg: GENERIC_ERROR });
    expect(error.header).toBeUndefined();
    expect(error.message).toBe(GENERIC_ERROR);
  });

  it('marks 501-503 as a service problem but not 500 or 504', () => {
    expect(errorFromResponse(502, {}).kind).toBe('service');
    expect(errorFromResponse(504, {}).kind).toBe('http');
    expect(errorFromResponse(500, {}).displayMsg).toBe(INTERNAL_SERVER_ERROR);
  });
});

describe('serverErrorItem', () => {
  it('reads only string fields of errors[0]', () => {
    expect(serverErrorItem({ errors: [{ code: 'X', displayMsg: 7, btnMsg: 'Retry' }, { code: 'Y' }] })).toEqual({
      code: 'X',
      btnMsg: 'Retry',
    });
    expect(serverErrorItem({ errors: 'nope' })).toEqual({});
    expect(serverErrorItem(null)).toEqual({});
  });
});

describe('toApiError', () => {
  it('passes an ApiError through', () => {
    const error = new ApiError({ kind: 'service', status: 503, code: 'S', displayMsg: 'down' });
    expect(toApiError(error)).toBe(error);
  });

  it('normalises an ofetch error answer with its body', () => {
    const fetchError = Object.assign(new FetchError('[GET] /x: 404'), {
      status: 404,
      data: { errors: [{ code: 'NF', displayMsg: 'Gone' }] },
    });
    expect(toApiError(fetchError)).toMatchObject({ kind: 'http', status: 404, code: 'NF', displayMsg: 'Gone' });
  });

  it('turns failed fetches into network errors and timeouts into timeout errors', () => {
    expect(toApiError(new TypeError('fetch failed'))).toMatchObject({ kind: 'network', status: 0, displayMsg: NETWORK_LOST });
    const timeout = new FetchError('aborted', { cause: new DOMException('timed out', 'TimeoutError') });
    expect(toApiError(timeout)).toMatchObject({ kind: 'timeout', status: 0, displayMsg: ASYNC_TIMEOUT });
  });

  it('turns a JSON syntax error into a bad response', () => {
    expect(toApiError(new SyntaxError('Unexpected token'))).toMatchObject({ kind: 'invalidJson', displayMsg: BAD_RESPONSE });
  });

  it('reads a bare error body, and falls back to the generic message', () => {
    expect(toApiError({ errors: [{ code: 'C', displayMsg: 'Shown' }] })).toMatchObject({ code: 'C', displayMsg: 'Shown', status: 0 });
    expect(toApiError(new Error('boom'))).toMatchObject({ kind: 'http', status: 0, displayMsg: GENERIC_ERROR });
  });
});
