/**
 * The logged-in owner's saved addresses: GET list, POST save, PUT update, DELETE.
 * Another user's addresses answer 403 Unauthorized_access (SPEC 6).
 */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { AddressListResponse } from '@/contract/addresses';
import type { Database } from '../db/client';
import { requireAuth, requireOwner } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { deleteAddress, listAddresses, saveAddress, updateAddress } from '../services/addresses';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

export function addressRoutes(db: Database, tokens: TokenService): Hono {
  const owner = [requireAuth(tokens), requireOwner()] as const;
  // Worded per request: the text follows the request's language.
  const notFound = () => ({ code: STORE_ERROR_CODES.addressNotFound, displayMsg: serverText('addressNotFound') });
  return new Hono()
    .get(routePath(E.getAddresses.path), ...owner, async (c) =>
      c.json({ addresses: await listAddresses(db, c.get('userId')) } satisfies AddressListResponse),
    )
    .post(routePath(E.addAddress.path), ...owner, validated('addAddress'), async (c) =>
      c.json(await saveAddress(db, c.get('userId'), c.get('body')), 201),
    )
    .put(routePath(E.updateAddress.path), ...owner, validated('updateAddress'), async (c) => {
      const saved = await updateAddress(db, c.get('userId'), c.req.param('addressId')!, c.get('body'));
      return saved ? c.json(saved) : errorResponse(c, 404, notFound());
    })
    .delete(routePath(E.deleteAddress.path), ...owner, async (c) =>
      (await deleteAddress(db, c.get('userId'), c.req.param('addressId')!)) ? c.body(null, 204) : errorResponse(c, 404, notFound()),
    );
}
