import type { AdminRepository } from './admin.repository.ts';

const RECENT_USERS = 10;

export async function getAdminOverview(_data: Record<string, never>, deps: { admin: AdminRepository }) {
  const [counts, recent] = await Promise.all([deps.admin.counts(), deps.admin.recentUsers(RECENT_USERS)]);
  return {
    counts,
    recentUsers: recent.map((u) => ({ id: u.id, email: u.email, role: u.role, createdAt: u.createdAt.toISOString() })),
  };
}
