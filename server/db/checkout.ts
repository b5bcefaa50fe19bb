/** Checkout sessions of the local checkout page and the subscriptions they create. */
import type { Clock } from '../clock.ts';
import type { Sql } from './sql.ts';

interface CheckoutSessionRow {
  id: string;
  userId: number;
  planId: string;
  status: 'open' | 'paid';
}

interface Subscription {
  planId: string;
  status: string;
  createdAt: string;
}

export class Checkout {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  async create(id: string, userId: number, planId: string): Promise<void> {
    await this.sql.query(
      'insert into checkout_sessions (id, user_id, plan_id) values ($1, $2, $3)',
      [id, userId, planId],
    );
  }

  async find(id: string): Promise<CheckoutSessionRow | null> {
    const { rows } = await this.sql.query<{
      id: string;
      user_id: number;
      plan_id: string;
      status: 'open' | 'paid';
    }>('select id, user_id, plan_id, status from checkout_sessions where id = $1', [id]);
    const r = rows[0];
    return r ? { id: r.id, userId: r.user_id, planId: r.plan_id, status: r.status } : null;
  }

  /** Pays an open session and records the subscription, once (a second Pay changes nothing). */
  async pay(id: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number; plan_id: string }>(
        `update checkout_sessions set status = 'paid', paid_at = $2
         where id = $1 and status = 'open' returning user_id, plan_id`,
        [id, this.clock.now()],
      );
      const paid = rows[0];
      if (!paid) return;
      await tx.query(
        `insert into subscriptions (user_id, plan_id, status) values ($1, $2, 'active')`,
        [paid.user_id, paid.plan_id],
      );
    });
  }

  async listSubscriptions(userId: number): Promise<Subscription[]> {
    const { rows } = await this.sql.query<{
      plan_id: string;
      status: string;
      created_at: Date;
    }>('select plan_id, status, created_at from subscriptions where user_id = $1 order by id', [
      userId,
    ]);
    return rows.map((r) => ({
      planId: r.plan_id,
      status: r.status,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
