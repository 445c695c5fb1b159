import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-later.ts';
import { planName } from '#core/plans/catalogue.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { formatDate } from '../../../lib/format.ts';
import { plansApi, refreshGatingStatus } from '../lib/api.ts';

const t = plansPl.code;

/**
 * Redeems an access code: on success the toast 'Sukces!' names the new plan, says whether it started,
 * was extended or raised and until when, and everything that
 * depends on the plan (status, banners, hint counts) is fetched again.
 */
export function useRedeemCode(onRedeemed?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => plansApi.redeem(code),
    onSuccess: async (res) => {
      const until = formatDate(res.currentPeriodEnd) ?? '';
      toast.success(t.successTitle, {
        description: `${t.successText(planName(res.activePlan))}. ${t.outcome[res.outcome](until)}`,
      });
      onRedeemed?.();
      await refreshGatingStatus(queryClient);
    },
  });
}
