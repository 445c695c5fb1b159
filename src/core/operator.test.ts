import { describe, expect, it } from 'vitest';
import { operatorFromEnv, operatorLine, PLACEHOLDER_OPERATOR } from './operator.ts';

describe('operatorFromEnv', () => {
  it('takes the three details from the configuration, each on one line', () => {
    const { operator, missing } = operatorFromEnv({
      OPERATOR_NAME: '  Celujący sp. z o.o. ',
      OPERATOR_ADDRESS: 'ul. Lipowa 3,\n00-950 Warszawa',
      OPERATOR_PHONE: '+48 22 123 45 67',
    });
    expect(missing).toEqual([]);
    expect(operator).toEqual({
      name: 'Celujący sp. z o.o.',
      address: 'ul. Lipowa 3, 00-950 Warszawa',
      phone: '+48 22 123 45 67',
    });
    expect(operatorLine(operator)).toBe('Celujący sp. z o.o., ul. Lipowa 3, 00-950 Warszawa, tel. +48 22 123 45 67');
  });

  it('names what is missing and keeps the placeholders until all three are given', () => {
    expect(operatorFromEnv({})).toEqual({
      operator: PLACEHOLDER_OPERATOR,
      missing: ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_PHONE'],
    });
    expect(operatorFromEnv({ OPERATOR_NAME: 'Firma', OPERATOR_ADDRESS: ' ', OPERATOR_PHONE: '1' })).toEqual({
      operator: PLACEHOLDER_OPERATOR,
      missing: ['OPERATOR_ADDRESS'],
    });
  });
});
