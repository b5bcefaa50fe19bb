-- The account data: users, their sessions and single-use links, the dev outbox, invitations,
-- one-time codes, checkouts and subscriptions, the catalog and key/value settings.
create table users (
  id serial primary key,
  email text not null unique,
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  company_name text not null default '',
  role text not null default 'user',
  confirmed_at timestamptz,
  first_onboarding_done boolean not null default false,
  onboarding jsonb,
  utm jsonb,
  language text not null default 'en',
  google_sub text unique,
  tracking_id text,
  accept_tos boolean not null default false,
  accept_receive_info boolean not null default false,
  trial_ends_at timestamptz not null,
  created_at timestamptz not null default now()
);
create table auth_tokens (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  kind text not null check (kind in ('access', 'refresh')),
  client_id text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index auth_tokens_user on auth_tokens(user_id);
create table email_tokens (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  kind text not null check (kind in ('verify', 'reset')),
  expires_at timestamptz not null,
  used_at timestamptz
);
create table outbox (
  id serial primary key,
  to_email text not null,
  kind text not null,
  subject text not null,
  body text not null,
  links jsonb not null,
  created_at timestamptz not null default now()
);
create index outbox_to on outbox(to_email);
create table invitations (
  code text primary key,
  kind text not null check (kind in ('team', 'super-admin')),
  email text,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_email text
);
create table sonos_link_codes (
  code text primary key,
  used_at timestamptz,
  user_id integer references users(id) on delete set null
);
create table activation_codes (
  code text primary key,
  used_at timestamptz,
  user_id integer references users(id) on delete set null
);
create table checkout_sessions (
  id text primary key,
  user_id integer not null references users(id) on delete cascade,
  plan_id text not null,
  status text not null default 'open',
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create table subscriptions (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  plan_id text not null,
  status text not null,
  created_at timestamptz not null default now()
);
create table business_types (name text primary key, old_name text, position integer not null);
create table genres (name text primary key, position integer not null);
create table settings (key text primary key, value jsonb not null);
