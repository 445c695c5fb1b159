import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import type { FamilyChildrenResponse } from '#server/contract.ts';
import { api, isApiError } from '../../../lib/api.ts';
import { refreshSession } from '../../../lib/session.ts';
import { childDevice } from '../../../lib/storage.ts';
import { pl } from '../../../i18n/pl.ts';
import { CHILD_HOME } from '../../../lib/guards.ts';

type Child = FamilyChildrenResponse['children'][number];

/** The child's sign-in: family code → their name → PIN. */
export type SignInState =
  | { step: 'code'; busy: boolean; error: string | null }
  | { step: 'pick'; code: string; children: Child[] }
  | { step: 'pin'; code: string; children: Child[]; child: Child; busy: boolean; error: string | null };

type Action =
  | { type: 'busy' }
  | { type: 'failed'; error: string }
  | { type: 'found'; code: string; children: Child[] }
  | { type: 'picked'; child: Child }
  | { type: 'back' };

export function signInReducer(state: SignInState, action: Action): SignInState {
  switch (action.type) {
    case 'busy':
      return state.step === 'pick' ? state : { ...state, busy: true, error: null };
    case 'failed':
      return state.step === 'pick' ? state : { ...state, busy: false, error: action.error };
    case 'found':
      return { step: 'pick', code: action.code, children: action.children };
    case 'picked':
      return state.step === 'code'
        ? state
        : { step: 'pin', code: state.code, children: state.children, child: action.child, busy: false, error: null };
    case 'back':
      return state.step === 'pin'
        ? { step: 'pick', code: state.code, children: state.children }
        : { step: 'code', busy: false, error: null };
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : pl.errors.generic;
}

export function useChildSignIn() {
  const [state, dispatch] = useReducer(signInReducer, { step: 'code', busy: false, error: null });
  const navigate = useNavigate();

  async function findFamily(code: string) {
    dispatch({ type: 'busy' });
    try {
      const res = await api.post<FamilyChildrenResponse>('/api/child-auth/family', { familyCode: code });
      dispatch({ type: 'found', code, children: res.children });
    } catch (e) {
      dispatch({ type: 'failed', error: messageOf(e) });
    }
  }

  async function signIn(pin: string) {
    if (state.step !== 'pin') return;
    dispatch({ type: 'busy' });
    try {
      await api.post('/api/child-auth/sign-in', { familyCode: state.code, studentId: state.child.id, pin });
      childDevice.set();
      await refreshSession();
      await navigate(CHILD_HOME, { replace: true });
    } catch (e) {
      dispatch({ type: 'failed', error: isApiError(e) ? e.message : messageOf(e) });
    }
  }

  return {
    state,
    findFamily,
    pick: (child: Child) => dispatch({ type: 'picked', child }),
    back: () => dispatch({ type: 'back' }),
    signIn,
  };
}
