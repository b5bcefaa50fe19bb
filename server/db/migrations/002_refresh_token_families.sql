-- Refresh-token families (one per sign-in) for reuse detection: a rotated token is kept, marked
-- used, until it expires; presenting it again revokes the whole family.
alter table auth_tokens add column family text;
alter table auth_tokens add column used_at timestamptz;
create index auth_tokens_family on auth_tokens(family);
create index auth_tokens_expiry on auth_tokens(expires_at);
create index outbox_created on outbox(created_at);
