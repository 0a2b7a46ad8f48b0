// Who a request acts for. While an admin acts as another user, `user` is that user and `admin`
// the admin behind it (the audit table records both; preferences are not saved meanwhile).
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type Role = 'client' | 'provider' | 'admin' | 'finance' | 'tester';

export interface Viewer {
  user: UserRow;
  /** The provider profile id, when the user has one. */
  providerId: number | null;
  /** The admin acting as `user`, if any. */
  admin: UserRow | null;
  /** The refresh-token family of this session. */
  family: string;
}

export const hasRole = (viewer: Viewer | null, role: Role) => viewer?.user.roles.includes(role) ?? false;
/** Permissions follow the effective user: an admin acting as a client is treated as that client. */
export const isAdmin = (viewer: Viewer | null) => hasRole(viewer, 'admin');
