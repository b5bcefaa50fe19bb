-- A session may be limited to paying (`billing`): what an account whose trial ended gets when it
-- signs in from a pricing link, so that it can buy.
alter table auth_tokens add column scope text not null default 'full';
