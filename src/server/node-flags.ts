import { PGLITE_NODE_FLAGS } from './db/pglite-data-dir.ts';

/**
 * On PostgreSQL the server runs with V8's own heap sizing: the database's memory lives in its own
 * processes, so the caps PGlite needs (PGLITE_NODE_FLAGS) only cost time here — with 8 MB
 * semi-spaces the young generation filled every few requests and its collections took about a
 * quarter of the server's CPU per learning request (measured with bench:api; decision 0015).
 */
export const POSTGRES_NODE_FLAGS: readonly string[] = [];

/** The node flags for the server on the engine the configuration chooses (DATABASE_URL set → PostgreSQL). */
export function serverNodeFlags(databaseUrl: string | undefined): readonly string[] {
  return databaseUrl ? POSTGRES_NODE_FLAGS : PGLITE_NODE_FLAGS;
}
