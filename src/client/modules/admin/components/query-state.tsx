import type { ReactNode } from 'react';
import { pl } from '../../../i18n/pl.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { RetryAlert } from '../../../ui/card.tsx';

/** Loading and failure states of one admin read; the content renders once data is there. */
export function QueryState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {pl.common.loading}
      </p>
    );
  }
  if (query.isError) {
    return <RetryAlert title={adminPl.loadFailed} retry={pl.common.retry} onRetry={() => void query.refetch()} />;
  }
  return <>{children}</>;
}
