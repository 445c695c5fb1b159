import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { KEYPAD_ROWS } from '../lib/answer.ts';

interface MathKeypadProps {
  /** Called with the key to insert ('backspace' to delete). */
  onKey: (key: string) => void;
  /** Letters for the 'x' key slot (e.g. the expression's variables); defaults to x. */
  variables?: readonly string[];
  /** A row with < and > (a written conclusion compares two numbers). */
  relations?: boolean;
  disabled?: boolean;
  className?: string;
  id?: string;
}

const t = learningPl.keypad;
const RELATION_KEYS = ['<', '>'] as const;

/**
 * On-screen maths keys: digits, decimal comma, fraction bar, power, root, brackets, signs.
 * Keys do not take focus on pointer press, so the answer box keeps its caret and the phone's
 * own keyboard stays closed.
 */
export function MathKeypad({ onKey, variables, relations, disabled, className, id }: MathKeypadProps) {
  const letters = variables && variables.length > 0 ? variables.slice(0, 3) : ['x'];
  const rows = [...KEYPAD_ROWS, ...(relations ? [RELATION_KEYS] : [])].map((row) =>
    row.flatMap((k) => (k === 'x' ? letters : [k])),
  );
  return (
    <div
      id={id}
      role="group"
      aria-label={t.label}
      className={cn('rounded-2xl bg-slate-100 p-2 ring-1 ring-slate-200 select-none', className)}
    >
      <div className="grid gap-1.5">
        {rows.map((row, r) => (
          <div
            key={r}
            className="grid gap-1.5"
            style={{ gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))` }}
          >
            {row.map((key) => {
              const isDigit = /^\d$/.test(key);
              const label = key === 'backspace' ? t.backspace : (t.keys[key] ?? key);
              return (
                <button
                  key={key}
                  type="button"
                  disabled={disabled}
                  aria-label={label === key ? undefined : label}
                  onPointerDown={(e) => e.preventDefault()}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onKey(key)}
                  className={cn(
                    'grid min-h-12 place-items-center rounded-xl text-xl font-semibold shadow-sm transition-colors',
                    'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-500',
                    'active:scale-95 disabled:opacity-50 motion-reduce:active:scale-100',
                    isDigit
                      ? 'bg-white text-slate-900 hover:bg-indigo-50'
                      : key === 'backspace'
                        ? 'bg-rose-100 text-rose-800 hover:bg-rose-200'
                        : 'bg-indigo-100 text-indigo-900 hover:bg-indigo-200',
                    /^[a-z]$/i.test(key) ? 'font-serif italic' : undefined,
                  )}
                >
                  {key === 'backspace' ? <BackspaceIcon /> : key === ' ' ? <SpaceIcon /> : key}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

function BackspaceIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1Z" strokeLinejoin="round" />
      <path d="m12 9 6 6m0-6-6 6" strokeLinecap="round" />
    </svg>
  );
}

function SpaceIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 10v4h16v-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
