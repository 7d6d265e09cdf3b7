import { describe, expect, it } from 'vitest';
import type { OrderStatusLabel as ContractLabel } from '@/domain/orderStatus';
import { ORDER_STATUS_LABELS, orderStatusView, orderTimeText, type OrderStatusName } from '@/domain/orderStatus';

// Every label the API sends is one the domain maps (a compile-time check).
const fromApi: OrderStatusName = 'FAILED' as ContractLabel;

describe('SPEC 4 order status labels', () => {
  it('maps the outcome labels to their icons and texts', () => {
    expect(orderStatusView('FAILED')).toEqual({ icon: 'failed', text: 'Order Failed', showsRefundNote: true });
    expect(orderStatusView('CANCELLED')).toEqual({ icon: 'cancelled', text: 'Order Cancelled', showsRefundNote: false });
    expect(orderStatusView('DELIVERED')).toEqual({ icon: 'delivered', text: 'Order Delivered', showsRefundNote: false });
    expect(orderStatusView('PICKED UP')).toEqual({ icon: 'pickedUp', text: 'Order Picked Up', showsRefundNote: false });
    expect(orderStatusView('PICKED')).toEqual(orderStatusView('PICKED UP'));
  });

  it('shows ORDER PLACED, PENDING and INPROCESS as Order Placed', () => {
    for (const label of ['ORDER PLACED', 'PENDING', 'INPROCESS'] as const) {
      expect(orderStatusView(label)).toEqual({ icon: 'placed', text: 'Order Placed', showsRefundNote: false });
    }
  });

  it('shows the order-type labels as they are, each with its own icon', () => {
    expect(orderStatusView('ADVANCE ORDER')).toEqual({ icon: 'advance', text: 'ADVANCE ORDER', showsRefundNote: false });
    expect(orderStatusView('TAKEAWAY')).toEqual({ icon: 'takeaway', text: 'TAKEAWAY', showsRefundNote: false });
    expect(orderStatusView('IRCTC')).toEqual({ icon: 'train', text: 'IRCTC', showsRefundNote: false });
    expect(orderStatusView('DINE-IN')).toEqual({ icon: 'dineIn', text: 'DINE-IN', showsRefundNote: false });
    expect(orderStatusView('CURBSIDE PICKUP')).toEqual({ icon: 'curbside', text: 'CURBSIDE PICKUP', showsRefundNote: false });
  });

  it('knows every label the server sends, and only failed orders carry the refund note', () => {
    expect(fromApi).toBe('FAILED');
    for (const label of ORDER_STATUS_LABELS) {
      expect(orderStatusView(label)).toBeDefined();
      expect(orderStatusView(label).showsRefundNote).toBe(label === 'FAILED');
    }
  });
});

describe('order times', () => {
  it('reads in India time whatever the device zone', () => {
    expect(orderTimeText(Date.UTC(2025, 2, 12, 14, 15))).toMatch(/^12 Mar 2025, 7:45\spm$/u);
    // 20:00 UTC is already the next day in India.
    expect(orderTimeText(Date.UTC(2025, 2, 12, 20, 0))).toMatch(/^13 Mar 2025, 1:30\sam$/u);
  });
});
