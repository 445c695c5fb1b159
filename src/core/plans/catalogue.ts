/**
 * The one plan catalogue (shared/design/spec-decisions.md): /pricing, /billing, settings and the
 * server's limits all read it. Prices are whole grosze so nothing is ever rounded.
 */
export const PLAN_IDS = ['free', 'standard', 'family', 'exam_plus'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['standard', 'family', 'exam_plus'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export type HintLimit = number | 'unlimited';

/** Hints per question on every plan but Egzamin+ (spec section 6). */
export const HINTS_PER_QUESTION = 3;

export interface Plan {
  id: PlanId;
  name: string;
  /** Grosze per month; 0 for Darmowy. */
  monthlyPrice: number;
  /** Grosze per year; 0 for Darmowy. */
  yearlyPrice: number;
  maxChildren: number;
  hintLimit: HintLimit;
  /** Polish feature lines, in the order the plan cards list them. */
  features: readonly string[];
}

/**
 * Darmowy is the free trial: it lets a family of up to five children try everything but
 * unlimited hints (docs/decisions/0005-plans-and-trial.md).
 */
export const TRIAL_MAX_CHILDREN = 5;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Darmowy',
    monthlyPrice: 0,
    yearlyPrice: 0,
    maxChildren: TRIAL_MAX_CHILDREN,
    hintLimit: HINTS_PER_QUESTION,
    features: ['7 dni lub 50 zadań za darmo', 'Test diagnostyczny i sesje nauki', '3 wskazówki na zadanie'],
  },
  standard: {
    id: 'standard',
    name: 'Standard',
    monthlyPrice: 4900,
    yearlyPrice: 46900,
    maxChildren: 1,
    hintLimit: HINTS_PER_QUESTION,
    features: ['1 dziecko', '3 wskazówki na zadanie', 'Raporty tygodniowe dla rodzica'],
  },
  family: {
    id: 'family',
    name: 'Rodzinny',
    monthlyPrice: 8900,
    yearlyPrice: 85900,
    maxChildren: 3,
    hintLimit: HINTS_PER_QUESTION,
    features: ['Do 3 dzieci', '3 wskazówki na zadanie', 'Raporty tygodniowe dla rodzica'],
  },
  exam_plus: {
    id: 'exam_plus',
    name: 'Egzamin+',
    monthlyPrice: 12900,
    yearlyPrice: 123900,
    maxChildren: 5,
    hintLimit: 'unlimited',
    // No handwriting recognition (OCR) until it exists: decision 0022.
    features: ['Do 5 dzieci', 'Nielimitowane wskazówki', 'Próbne egzaminy ósmoklasisty z punktacją jak w CKE'],
  },
};

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

export function planName(plan: PlanId): string {
  return PLANS[plan].name;
}

/** What paying yearly saves: twelve times the monthly price minus the yearly price (grosze and %). */
export function yearlySaving(plan: PlanId): { amount: number; percent: number } {
  const { monthlyPrice, yearlyPrice } = PLANS[plan];
  const twelveMonths = 12 * monthlyPrice;
  const amount = twelveMonths - yearlyPrice;
  return { amount, percent: twelveMonths === 0 ? 0 : Math.round((amount / twelveMonths) * 100) };
}
