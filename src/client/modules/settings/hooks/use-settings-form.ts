import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-later.ts';
import { familyPl } from '../../../i18n/family.ts';
import { saveSettings, settingsQuery, type ParentSettings } from '../lib/settings.ts';

const t = familyPl.notifications;

/**
 * Spec 4: the settings load once, are edited locally and saved on the button. `value` is the
 * parent's edits over the loaded settings; a save makes the saved object the new baseline.
 */
export function useSettingsForm() {
  const queryClient = useQueryClient();
  const query = useQuery(settingsQuery);
  const [draft, setDraft] = useState<ParentSettings | null>(null);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      setDraft(null);
      toast.success(t.saved, { description: t.savedText });
    },
    onError: () => toast.error(t.error, { description: t.saveFailed }),
  });

  useEffect(() => {
    if (query.isError) toast.error(t.error, { description: t.loadFailed });
  }, [query.isError]);

  const value = draft ?? query.data ?? null;
  // Edited back to what was loaded is not an edit.
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(query.data);
  // Leaving with unsaved edits asks first: inside the app (the blocker) and when closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    value,
    isPending: query.isPending,
    loadFailed: query.isError,
    reload: () => void query.refetch(),
    dirty,
    change: (patch: Partial<ParentSettings>) => {
      if (value) setDraft({ ...value, ...patch });
    },
    save: () => {
      if (value) save.mutate(value);
    },
    saving: save.isPending,
  };
}
