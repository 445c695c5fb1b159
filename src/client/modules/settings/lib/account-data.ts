import type { AccountDeletionRequestResponse, AccountDeletionResponse } from '#server/contract.ts';
import { api } from '../../../lib/api.ts';

/** The family's data as a file: the server sends it as an attachment, so a plain link downloads it. */
export const EXPORT_URL = '/api/parent/export';

export const requestAccountDeletion = () =>
  api.post<AccountDeletionRequestResponse>('/api/parent/account/delete-request', {});

export const confirmAccountDeletion = (token: string) =>
  api.post<AccountDeletionResponse>('/api/parent/account/delete', { token });
