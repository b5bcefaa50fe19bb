-- Billing: a plan is activated only by a payment the provider confirmed (server/billing/).
-- A checkout records which provider serves it and, for a hosted page, its address and expiry.
alter table checkout_sessions add column if not exists provider text not null default 'local';
alter table checkout_sessions add column if not exists provider_url text;
alter table checkout_sessions add column if not exists expires_at timestamptz;
-- Every provider event handled, by its id: a replayed or duplicate delivery changes nothing.
create table if not exists billing_events (
  id text primary key,
  provider text not null,
  checkout_id text,
  outcome text not null,
  received_at timestamptz not null default now()
);
-- One purchase per intent: an earlier double payment keeps its first subscription active and
-- marks the later ones, so the unique index below can be built on an existing database.
update subscriptions s set status = 'duplicate'
where s.status = 'active' and exists (
  select 1 from subscriptions o
  where o.user_id = s.user_id and o.plan_id = s.plan_id and o.status = 'active' and o.id < s.id
);
create unique index if not exists subscriptions_one_active_plan
  on subscriptions (user_id, plan_id) where status = 'active';
-- At most one open checkout per account and plan: a second tab or a reload gets the same one.
update checkout_sessions c set status = 'expired'
where c.status = 'open' and exists (
  select 1 from checkout_sessions o
  where o.user_id = c.user_id and o.plan_id = c.plan_id and o.status = 'open'
    and (o.created_at, o.id) > (c.created_at, c.id)
);
create unique index if not exists checkout_sessions_one_open
  on checkout_sessions (user_id, plan_id) where status = 'open';
