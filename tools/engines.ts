// The cross-engine suite's drivers (`npm run test:engines`, tests/engines/drivers.ts), installed in
// tools/node_modules apart from what a deploy installs: reached through this file, which resolves
// them from here.
export { default as puppeteer } from 'puppeteer-core';
export * as selenium from 'selenium-webdriver';
