-- Invitations are bound to a proven account: the account registered on a team
-- invitation (registering carries its code), and the account that accepted it. Email addresses
-- are re-spelled by normalizeEmail() right after this script (migrate.ts: SQL cannot do IDNA).
alter table invitations add column if not exists registered_user_id integer references users(id) on delete set null;
alter table invitations add column if not exists accepted_user_id integer references users(id) on delete set null;
