import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { OrderView } from '@fabelhaft/contracts';
import { PG_POOL } from '../../orders.di-tokens';
import { ListOrdersQuery } from './list-orders.query';
import { listOrders } from './order.projection';

/** GET /books/orders: the caller's own orders only. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, { orders: OrderView[] }> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(q: ListOrdersQuery): Promise<{ orders: OrderView[] }> {
    return { orders: await listOrders(this.pool, q.ownerId) };
  }
}
