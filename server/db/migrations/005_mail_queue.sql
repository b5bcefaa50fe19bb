-- The outbox becomes a queue the API's mail worker sends: pending → sending (leased to one
-- instance) → sent, or back to pending with a later next_attempt_at, or failed after the last
-- attempt. Every email is multipart: the plain text (body) and its HTML.
alter table outbox add column html text not null default '';
alter table outbox add column status text not null default 'pending'
  check (status in ('pending', 'sending', 'sent', 'failed'));
alter table outbox add column attempts integer not null default 0;
alter table outbox add column next_attempt_at timestamptz not null default now();
alter table outbox add column leased_until timestamptz;
alter table outbox add column sent_at timestamptz;
alter table outbox add column last_error text;
-- Mails written before this migration were never sent by anything and may quote links that have
-- expired since: they stay readable in the dev mailbox but are not sent now.
update outbox set status = 'failed', last_error = 'written before the outbox was sent';
create index outbox_due on outbox(next_attempt_at) where status in ('pending', 'sending');
