import type { ReactNode } from 'react';
import { pl } from '../../../i18n/pl.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/card.tsx';

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
    return (
      <Alert tone="error" title={adminPl.loadFailed}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {pl.common.retry}
        </Button>
      </Alert>
    );
  }
  return <>{children}</>;
}
