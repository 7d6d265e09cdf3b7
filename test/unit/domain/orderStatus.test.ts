import { describe, expect, it } from 'vitest';
import type { OrderStatusLabel as ContractLabel } from '@/domain/orderStatus';
import { ORDER_STATUS_LABELS, type OrderStatusName, orderStatusView } from '@/domain/orderStatus';

// Every label the API sends is one the domain maps (a compile-time check).
const fromApi: OrderStatusName = 'FAILED' as ContractLabel;

describe('SPEC 4 order status labels', () => {
  it('maps the outcome labels to their icons', () => {
    expect(orderStatusView('FAILED')).toEqual({ icon: 'failed', showsRefundNote: true });
    expect(orderStatusView('CANCELLED')).toEqual({ icon: 'cancelled', showsRefundNote: false });
    expect(orderStatusView('DELIVERED')).toEqual({ icon: 'delivered', showsRefundNote: false });
    expect(orderStatusView('PICKED UP')).toEqual({ icon: 'pickedUp', showsRefundNote: false });
    expect(orderStatusView('PICKED')).toEqual(orderStatusView('PICKED UP'));
  });

  it('shows ORDER PLACED, PENDING and INPROCESS as placed', () => {
    for (const label of ['ORDER PLACED', 'PENDING', 'INPROCESS'] as const) {
      expect(orderStatusView(label)).toEqual({ icon: 'placed', showsRefundNote: false });
    }
  });

  it('gives each order-type label its own icon', () => {
    expect(orderStatusView('ADVANCE ORDER')).toEqual({ icon: 'advance', showsRefundNote: false });
    expect(orderStatusView('TAKEAWAY')).toEqual({ icon: 'takeaway', showsRefundNote: false });
    expect(orderStatusView('IRCTC')).toEqual({ icon: 'train', showsRefundNote: false });
    expect(orderStatusView('DINE-IN')).toEqual({ icon: 'dineIn', showsRefundNote: false });
    expect(orderStatusView('CURBSIDE PICKUP')).toEqual({ icon: 'curbside', showsRefundNote: false });
  });

  it('knows every label the server sends, and only failed orders carry the refund note', () => {
    expect(fromApi).toBe('FAILED');
    for (const label of ORDER_STATUS_LABELS) {
      expect(orderStatusView(label)).toBeDefined();
      expect(orderStatusView(label).showsRefundNote).toBe(label === 'FAILED');
    }
  });
});
