-- Passkeys (WebAuthn): an account's credentials and the single-use challenges of the ceremonies.
create table if not exists passkeys (
  -- The credential id, base64url, as the authenticator names it.
  id text primary key,
  user_id integer not null references users(id) on delete cascade,
  -- The COSE public key, base64url.
  public_key text not null,
  -- The signature counter last seen (0 for authenticators that keep none): it must only grow.
  counter bigint not null default 0,
  -- How the browser may reach the authenticator (`internal,hybrid`), comma-separated.
  transports text not null default '',
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null default false,
  aaguid text,
  -- The authenticator's provider (iCloud Keychain, Google Password Manager…) when its AAGUID is known.
  name text,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index if not exists passkeys_user on passkeys (user_id);
-- A challenge is used once and expires: a registration's is bound to the account and the sign-in
-- (refresh family) that asked for it, an authentication's to its ceremony id.
create table if not exists passkey_challenges (
  id text primary key,
  kind text not null check (kind in ('registration', 'authentication')),
  challenge text not null unique,
  user_id integer references users(id) on delete cascade,
  family text,
  expires_at timestamptz not null
);
create index if not exists passkey_challenges_expiry on passkey_challenges (expires_at);
