import { useReducer } from 'react';

/**
 * Enrolment as the security page walks it: the password gives a key and backup codes (scan),
 * the first correct code turns two-factor on and shows the codes once (codes), then done.
 */
export type EnrolmentState =
  | { step: 'idle' }
  | { step: 'scan'; totpURI: string; backupCodes: string[] }
  | { step: 'codes'; backupCodes: string[] };

export type EnrolmentAction =
  | { type: 'started'; totpURI: string; backupCodes: string[] }
  | { type: 'confirmed' }
  | { type: 'finished' }
  | { type: 'cancelled' };

export function enrolmentReducer(state: EnrolmentState, action: EnrolmentAction): EnrolmentState {
  switch (action.type) {
    case 'started':
      return { step: 'scan', totpURI: action.totpURI, backupCodes: action.backupCodes };
    case 'confirmed':
      return state.step === 'scan' ? { step: 'codes', backupCodes: state.backupCodes } : state;
    case 'finished':
    case 'cancelled':
      return { step: 'idle' };
  }
}

export function useTwoFactorEnrolment() {
  return useReducer(enrolmentReducer, { step: 'idle' });
}
