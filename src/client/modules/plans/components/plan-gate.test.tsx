import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChildMeResponse, OnboardingStatus } from '#server/contract.ts';
import { statusQuery } from '../../../lib/session.ts';
import { childMeQuery } from '../../../lib/child-status.ts';
import { LearningBlocked } from './plan-gate.tsx';

/** The blocked start screen as its reader gets it: the status (and a child's own status) already loaded. */
function render(status: Partial<OnboardingStatus>, me?: Partial<ChildMeResponse>) {
  const client = new QueryClient();
  client.setQueryData(statusQuery.queryKey, status as OnboardingStatus);
  if (me) client.setQueryData(childMeQuery.queryKey, me as ChildMeResponse);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LearningBlocked />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LearningBlocked', () => {
  it('tells a parent the trial is over and leads to the plans', () => {
    const html = render({ signedIn: true, child: null });
    expect(html).toContain('Okres próbny się zakończył');
    expect(html).toContain('href="/pricing"');
  });

  it.each([
    ['ask_parent', 'Poproś rodzica o przedłużenie dostępu'],
    ['daily_limit', 'limit czasu nauki na dziś został wykorzystany'],
  ] as const)('tells a child (%s) in their words, with no plan, price or way to the plans', (reason, text) => {
    const html = render(
      { signedIn: false, child: { studentId: 's1', nickname: 'Ola' } as OnboardingStatus['child'] },
      { canPractise: false, reason },
    );
    expect(html).toContain(text);
    expect(html).not.toContain('/pricing');
    expect(html).not.toMatch(/plan|okres próbny|zł/i);
  });
});
