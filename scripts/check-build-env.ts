/**
 * First step of `npm run build`, before Vite (which sets NODE_ENV=production for every build, so
 * vite.config.ts cannot tell a production build from another): a production build must name the
 * operator its pre-rendered legal pages show (src/core/operator.ts, .env.example).
 */
import { operatorFromEnv } from '../src/core/operator.ts';

const { missing } = operatorFromEnv(process.env);
if (process.env.NODE_ENV === 'production' && missing.length > 0) {
  console.error(`NODE_ENV=production: set ${missing.join(', ')} (the operator named on /contact, /terms and /privacy)`);
  process.exit(1);
}
if (missing.length > 0)
  console.warn(`The legal pages show placeholders for the operator: ${missing.join(', ')} not set.`);
