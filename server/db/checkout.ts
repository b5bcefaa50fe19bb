/**
 * Checkouts (one per account, plan and attempt), the provider events that confirmed or refused a
 * payment, and the subscriptions those payments activate (server/billing/ decides what counts).
 */
import type { Clock } from '../clock.ts';
import type { Sql } from './sql.ts';

export interface CheckoutSessionRow {
  id: string;
  userId: number;
  planId: string;
  status: 'open' | 'paid' | 'expired';
  /** `local` or `chargebee`: who serves the page and may confirm the payment. */
  provider: string;
  /** The provider's hosted page (the local one: this API's checkout page). */
  providerUrl: string | null;
}

interface Subscription {
  planId: string;
  status: string;
  createdAt: string;
}

/** What handling one provider event did: `duplicate` when its id was handled before. */
export type ConfirmOutcome =
  | { status: 'activated' }
  | { status: 'duplicate'; outcome: string }
  | { status: 'refused'; reason: string };

const SESSION_COLUMNS = 'id, user_id, plan_id, status, provider, provider_url';

interface SessionRow {
  id: string;
  user_id: number;
  plan_id: string;
  status: CheckoutSessionRow['status'];
  provider: string;
  provider_url: string | null;
}

const toSession = (r: SessionRow): CheckoutSessionRow => ({
  id: r.id,
  userId: r.user_id,
  planId: r.plan_id,
  status: r.status,
  provider: r.provider,
  providerUrl: r.provider_url,
});

export class Checkout {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  /** True when the account already holds this plan. */
  async holds(userId: number, planId: string): Promise<boolean> {
    const { rows } = await this.sql.query(
      `select 1 from subscriptions where user_id = $1 and plan_id = $2 and status = 'active'`,
      [userId, planId],
    );
    return rows.length > 0;
  }

  /**
   * The account's open checkout of this plan with `provider` (a reload, Back or a second tab gets
   * it again); one past its expiry is closed first, so the next attempt creates a new one.
   */
  async findOpen(
    userId: number,
    planId: string,
    provider: string,
  ): Promise<CheckoutSessionRow | null> {
    await this.sql.query(
      `update checkout_sessions set status = 'expired'
       where user_id = $1 and plan_id = $2 and status = 'open'
         and (provider <> $3 or expires_at <= $4)`,
      [userId, planId, provider, this.clock.now()],
    );
    const { rows } = await this.sql.query<SessionRow>(
      `select ${SESSION_COLUMNS} from checkout_sessions
       where user_id = $1 and plan_id = $2 and status = 'open'`,
      [userId, planId],
    );
    return rows[0] ? toSession(rows[0]) : null;
  }

  /**
   * Records a new open checkout; false when another request just opened one for the same account
   * and plan (the unique index of migration 008 keeps one).
   */
  async create(session: CheckoutSessionRow & { expiresAt: Date }): Promise<boolean> {
    const { affected } = await this.sql.query(
      `insert into checkout_sessions (id, user_id, plan_id, provider, provider_url, expires_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id, plan_id) where status = 'open' do nothing`,
      [
        session.id,
        session.userId,
        session.planId,
        session.provider,
        session.providerUrl,
        session.expiresAt,
      ],
    );
    return affected > 0;
  }

  async find(id: string): Promise<CheckoutSessionRow | null> {
    const { rows } = await this.sql.query<SessionRow>(
      `select ${SESSION_COLUMNS} from checkout_sessions where id = $1`,
      [id],
    );
    return rows[0] ? toSession(rows[0]) : null;
  }

  /**
   * Handles one provider event about checkout `checkoutId`, once per event id: `mismatch` names
   * what does not match the checkout (account, plan, amount…) or null; only then is the checkout
   * paid and the plan activated, at most one active subscription per account and plan.
   */
  async confirm(
    eventId: string,
    provider: string,
    checkoutId: string,
    mismatch: (session: CheckoutSessionRow) => string | null,
  ): Promise<ConfirmOutcome> {
    return this.sql.transaction(async (tx) => {
      const first = await tx.query(
        `insert into billing_events (id, provider, checkout_id, outcome, received_at)
         values ($1, $2, $3, 'pending', $4) on conflict (id) do nothing`,
        [eventId, provider, checkoutId, this.clock.now()],
      );
      if (first.affected === 0) {
        const { rows } = await tx.query<{ outcome: string }>(
          'select outcome from billing_events where id = $1',
          [eventId],
        );
        return { status: 'duplicate', outcome: rows[0]?.outcome ?? 'unknown' };
      }
      const { rows } = await tx.query<SessionRow>(
        `select ${SESSION_COLUMNS} from checkout_sessions where id = $1 for update`,
        [checkoutId],
      );
      const session = rows[0] ? toSession(rows[0]) : null;
      const reason = session ? mismatch(session) : 'unknown checkout';
      const record = (outcome: string) =>
        tx.query('update billing_events set outcome = $2 where id = $1', [eventId, outcome]);
      if (reason || !session) {
        await record(`refused: ${reason}`);
        return { status: 'refused', reason: reason ?? 'unknown checkout' };
      }
      await tx.query(
        `update checkout_sessions set status = 'paid', paid_at = $2 where id = $1 and status <> 'paid'`,
        [session.id, this.clock.now()],
      );
      await tx.query(
        `insert into subscriptions (user_id, plan_id, status) values ($1, $2, 'active')
         on conflict (user_id, plan_id) where status = 'active' do nothing`,
        [session.userId, session.planId],
      );
      await record('activated');
      return { status: 'activated' };
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
