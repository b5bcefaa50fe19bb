// Every store of the site, for islands that need several of them.

export * from './drafts';
export * from './language';
export * from './onboarding';
export * from './session';
export * from './theme';
export * from './tokenInfo';
export * from './userInfo';
