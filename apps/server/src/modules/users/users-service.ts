import type { UserUpdate } from '@parley/contract/admin';
import type { Db } from '../../db/client.ts';
import { createApiKey, deleteApiKey, listApiKeys } from '../auth/api-keys-repository.ts';
import { findUserByEmail, listUsers, updateUser } from './users-repository.ts';

/** Accounts (roles, disabling) and each account's API keys. */
export class UsersService {
  constructor(private readonly db: Db) {}

  list() {
    return listUsers(this.db);
  }

  findByEmail(email: string) {
    return findUserByEmail(this.db, email);
  }

  update(id: string, change: UserUpdate) {
    return updateUser(this.db, id, change);
  }

  apiKeys(userId: string) {
    return listApiKeys(this.db, userId);
  }

  createApiKey(userId: string, name: string) {
    return createApiKey(this.db, userId, name);
  }

  deleteApiKey(userId: string, id: string) {
    return deleteApiKey(this.db, userId, id);
  }
}
