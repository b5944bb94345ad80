import { applyStep, dueSteps, newErasure, toErasureView } from './erasure-saga.decide';

const now = new Date('2026-11-27T08:00:00Z');
const later = new Date('2026-11-27T08:01:00Z');

describe('erasure saga (issue #22)', () => {
  it('runs orders first, then refinement, then books; the others at once; identity never', () => {
    let r = newErasure('sub-1', now);
    expect(dueSteps(r)).toEqual(['orders', 'limits', 'notifications', 'fulfilment', 'tracking']);
    r = applyStep(r, 'orders', { result: { erasedOrders: 1 } }, now);
    expect(dueSteps(r)).toContain('refinement');
    expect(dueSteps(r)).not.toContain('books');
    r = applyStep(r, 'refinement', { result: { erasedSessions: 0 } }, now);
    expect(dueSteps(r)).toContain('books');
  });

  it('waits on a transient refusal and on something kept; fails on an outage; completes when all are done', () => {
    let r = newErasure('sub-2', now);
    r = applyStep(r, 'orders', { error: { code: 'ORDERS.ERASURE_BLOCKED' } }, now);
    expect(r.steps.orders).toMatchObject({ state: 'waiting', attempts: 1, code: 'ORDERS.ERASURE_BLOCKED' });
    r = applyStep(r, 'fulfilment', { result: { erasedJobs: 0, erasedPaidItems: 0, keptJobs: 1 } }, now);
    expect(r.steps.fulfilment).toMatchObject({ state: 'waiting', code: 'FULFILMENT.ERASURE_WAITING' });
    r = applyStep(r, 'tracking', { error: { code: 'COMMON.UNAVAILABLE' } }, now);
    expect(r.steps.tracking).toMatchObject({ state: 'failed', code: 'COMMON.UNAVAILABLE' });
    expect(toErasureView(r).status).toBe('in_progress');

    for (const step of ['orders', 'refinement', 'books', 'identity', 'limits', 'notifications'] as const) {
      r = applyStep(r, step, { result: {} }, later);
    }
    r = applyStep(r, 'fulfilment', { result: { erasedJobs: 1, erasedPaidItems: 0, keptJobs: 0 } }, later);
    expect(r.completedAt).toBeNull();
    r = applyStep(r, 'tracking', { result: { erasedShipments: 1, keptShipments: 0 } }, later);
    expect(r.completedAt).toBe(later.toISOString());
    expect(r.steps.orders.attempts).toBe(2);
    expect(dueSteps(r)).toEqual([]);
    expect(toErasureView(r)).toMatchObject({ id: 'sub-2', subject: 'sub-2', status: 'completed' });
  });
});
