/** `npm run seed`: puts the demo accounts, invitations and codes in their documented states. */
import { openApi } from './app.ts';
import { describeDatabase, loadConfig } from './config.ts';
import { describeDemo, seedDemo } from './demo.ts';

const config = loadConfig(process.env);
if (config.production) {
  console.error('Refusing to seed demo accounts with NODE_ENV=production.');
  process.exit(1);
}
try {
  const { deps } = await openApi(config);
  try {
    await seedDemo(deps);
    console.log(`Seeded ${describeDatabase(config)}.\n`);
    console.log(describeDemo(config.siteUrl));
  } finally {
    await deps.db.close();
  }
} catch (err) {
  console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
