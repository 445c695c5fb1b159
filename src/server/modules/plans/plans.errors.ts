import { defineError } from '../../errors.ts';

/**
 * 'Nieprawidłowy kod' and 'Nieprawidłowy kod lub kod wygasł' are the spec's (sections 5 and 8);
 * the rest say what happened in the same voice. An expired trial is 402: allowed again with a plan.
 */
export const PlanErrors = {
  trialExpired: defineError('plan.trial_expired', 402, 'Okres próbny wygasł. Wybierz plan, aby kontynuować naukę.'),
  childLimit: defineError(
    'plan.child_limit',
    403,
    'Twój plan nie pozwala dodać kolejnego dziecka. Wybierz większy plan, aby je dodać.',
  ),
  // Mock exams (docs/decisions/0011-mock-exam.md): 402 as for the trial — allowed with Egzamin+.
  examPlusRequired: defineError(
    'plan.exam_plus_required',
    402,
    'Próbne egzaminy są dostępne w planie Egzamin+. Wybierz ten plan, aby z nich korzystać.',
  ),
  trialMockUsed: defineError(
    'plan.trial_mock_used',
    402,
    'W okresie próbnym można napisać jeden próbny egzamin. Wybierz plan Egzamin+, aby pisać kolejne.',
  ),
  codeInvalid: defineError('plan.code_invalid', 400, 'Nieprawidłowy kod'),
  codeExpired: defineError('plan.code_expired', 410, 'Nieprawidłowy kod lub kod wygasł'),
  codeExhausted: defineError('plan.code_exhausted', 409, 'Ten kod został już wykorzystany maksymalną liczbę razy'),
  codeAlreadyUsed: defineError('plan.code_already_used', 409, 'Ten kod został już aktywowany na Twoim koncie'),
  // The message names the running plan and its end (plans.usecases.ts redeemCode); details carry them.
  codeLowersPlan: defineError(
    'plan.code_lowers_plan',
    409,
    'Ten kod obniżyłby Twój obecny plan. Aktywuj go po zakończeniu obecnego planu.',
  ),
  accessRequestNotFound: defineError('plan.access_request_not_found', 404, 'Nie znaleziono prośby o dostęp'),
  accessRequestHandled: defineError('plan.access_request_handled', 409, 'Ta prośba o dostęp została już załatwiona'),
  accessRequestPlanMissing: defineError(
    'plan.access_request_plan_missing',
    400,
    'Prośba nie wskazuje planu: wybierz plan, na który wysłać kod',
  ),
  codeNotFound: defineError('plan.code_not_found', 404, 'Nie znaleziono kodu'),
  userNotFound: defineError('plan.user_not_found', 404, 'Nie znaleziono użytkownika o tym adresie e-mail'),
} as const;
