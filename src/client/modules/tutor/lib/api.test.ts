import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { activeStepIndex, isHintLimit, tutorLoadErrorMessage, type TutorStep } from './api.ts';

const step = (index: number, status: TutorStep['status']): TutorStep => ({
  index,
  prompt: '',
  status,
  errorCode: null,
  input: null,
  hintLevel: 0,
});

describe('tutor helpers', () => {
  it('works on the first step that is not correct yet', () => {
    expect(activeStepIndex([step(0, 'correct'), step(1, 'incorrect'), step(2, 'not_attempted')])).toBe(1);
    expect(activeStepIndex([step(0, 'correct')])).toBeNull();
  });

  it('shows Polish messages for the spec’s English ownership errors', () => {
    expect(
      tutorLoadErrorMessage(new ApiError(404, 'tutor.student_not_found', 'Student not found or access denied')),
    ).toBe('Nie znaleziono ucznia lub brak dostępu');
    expect(tutorLoadErrorMessage(new ApiError(403, 'tutor.access_denied', 'Access denied'))).toBe(
      'Brak dostępu do tego zadania',
    );
    expect(tutorLoadErrorMessage(new Error('x'))).toBe('Nie udało się załadować pytania');
    expect(
      isHintLimit(new ApiError(403, 'tutor.hint_limit', 'Limit wskazówek dla tego pytania został wykorzystany.')),
    ).toBe(true);
  });
});
