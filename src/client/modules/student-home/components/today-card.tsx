import { Link } from 'react-router';
import { plural, nouns } from '../../../i18n/pl.ts';
import { studentHomePl } from '../../../i18n/student-home.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import type { StudentHome } from '../lib/api.ts';
import { sessionRunPath } from '../hooks/use-start-practice.ts';

const t = studentHomePl.today;

/** The ring of today's minutes against the goal (decorative; the figures are in the text). */
function GoalRing({ minutes, goal }: { minutes: number; goal: number }) {
  const r = 52;
  const length = 2 * Math.PI * r;
  const share = Math.min(1, goal > 0 ? minutes / goal : 0);
  return (
    <svg viewBox="0 0 120 120" className="size-28 shrink-0 sm:size-32" aria-hidden="true">
      <circle cx="60" cy="60" r={r} fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="12" />
      {share > 0 && (
        <circle
          cx="60"
          cy="60"
          r={r}
          fill="none"
          stroke="currentColor"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${share * length} ${length}`}
          transform="rotate(-90 60 60)"
          className="text-amber-300"
        />
      )}
      <text x="60" y="58" textAnchor="middle" className="fill-white text-[30px] font-extrabold">
        {minutes}
      </text>
      <text x="60" y="80" textAnchor="middle" className="fill-indigo-100 text-[13px] font-semibold">
        z {goal} min
      </text>
    </svg>
  );
}

/** Today's goal and the one big button: start today's 20 minutes, go back to a running session, or ask a parent. */
export function TodayCard({ home, starting, onStart }: { home: StudentHome; starting: boolean; onStart: () => void }) {
  const { minutes, goalMinutes } = home.today;
  const reached = minutes >= goalMinutes;
  const running = home.runningSession;
  const text = !home.canPractise ? t.closedText : running ? t.running : reached ? t.done : t.todo;
  return (
    <section
      aria-labelledby="today-title"
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-6 text-white shadow-lg sm:p-8"
      data-testid="today-card"
    >
      <div className="flex items-center gap-5 sm:gap-7">
        <GoalRing minutes={minutes} goal={goalMinutes} />
        <div className="min-w-0">
          <h2 id="today-title" className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">
            {t.label}
          </h2>
          <p className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="today-minutes">
            {t.progress(String(minutes), plural(goalMinutes, nouns.minute))}
          </p>
          <progress
            className="sr-only"
            value={Math.min(minutes, goalMinutes)}
            max={goalMinutes}
            aria-label={t.progressLabel}
          />
          <p className="mt-2 text-indigo-50">{text}</p>
        </div>
      </div>
      {home.canPractise ? (
        running ? (
          <Link
            to={sessionRunPath(home.student.id, running.id)}
            className={buttonClass('light', 'lg', 'mt-6 w-full text-lg sm:text-xl')}
          >
            {t.resume}
          </Link>
        ) : (
          <Button
            variant="light"
            size="lg"
            className="mt-6 w-full text-lg sm:text-xl"
            loading={starting}
            onClick={onStart}
          >
            {starting ? t.starting : reached ? t.more : home.stage === 'practising' ? t.start : t.startFirst}
          </Button>
        )
      ) : (
        <p className="mt-6 rounded-2xl bg-white/15 px-5 py-4 text-center text-xl font-bold" role="status">
          {t.closed}
        </p>
      )}
    </section>
  );
}
