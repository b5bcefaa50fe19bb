// The bench's tools (`npm run bench`, scripts/bench*.ts), installed in tools/node_modules apart from
// what a deploy installs: the project's code reaches them through this file, which resolves them
// from here.
export { default as lighthouse } from 'lighthouse';
export * as chromeLauncher from 'chrome-launcher';
