import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-later.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { pl } from '../../../i18n/pl.ts';
import { sendEvenOffline } from '../../../lib/query-client.ts';
import { demoLoadError } from '../lib/api.ts';

/** Loads a demo for the chosen grade (a toast when it cannot be loaded). */
export function useDemoLoad<T>(load: (grade: Grade) => Promise<T>, onLoaded: (data: T) => void) {
  return useMutation({
    ...sendEvenOffline,
    mutationFn: load,
    onSuccess: onLoaded,
    onError: (e) => toast.error(pl.common.error, { description: demoLoadError(e) }),
  });
}
