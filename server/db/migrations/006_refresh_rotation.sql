-- Refresh rotation keeps a family's last two pairs, not every token it ever issued: a refresh
-- token starts with its family, so a replay of any older one is still recognised (server/README.md,
-- "Sessions"). `generation` orders a family's pairs; `successor` holds the pair a rotation issued,
-- encrypted with the refresh token it replaced, so a concurrent duplicate of that refresh gets the
-- same pair during the grace window (and nobody without that token can read it).
alter table auth_tokens add column generation integer not null default 0;
alter table auth_tokens add column successor text;
