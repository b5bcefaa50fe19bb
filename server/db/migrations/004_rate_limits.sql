-- Fixed-window request counters shared by every API instance on one PostgreSQL server (with
-- DATABASE_URL; the embedded database keeps them in the process). Expired rows are purged hourly.
create table rate_limits (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
create index rate_limits_reset on rate_limits(reset_at);
