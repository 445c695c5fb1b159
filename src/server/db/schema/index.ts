// Drizzle schema: one file per feature area, all re-exported here (drizzle-kit reads this file).
export * from './auth.ts';
export * from './family.ts';
export * from './feedback.ts';
export * from './ops.ts';
export * from './learning.ts';
export * from './plans.ts';
export * from './two-factor.ts';
export * from './notifications.ts';
export * from './exams.ts';
export * from './child-access.ts';
