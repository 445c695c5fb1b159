import { useRef, useState } from 'react';
import { learningPl } from '../../../i18n/learning.ts';
import { applyKey, MathKeypad } from '../../learning/index.ts';
import { useCoarsePointer } from '../../learning/lib/use-media.ts';
import { KeyboardIcon } from '../../learning/components/icons.tsx';

interface StepInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  onSubmit: () => void;
  disabled?: boolean;
  describedBy?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
}

/** One-line step answer with the maths keypad (open by default on touch screens). */
export function StepInput({ id, label, value, onChange, onSubmit, disabled, describedBy, inputRef }: StepInputProps) {
  const coarse = useCoarsePointer();
  const [keypadChoice, setKeypadChoice] = useState<boolean | null>(null);
  const open = (keypadChoice ?? coarse) && !disabled;
  const el = useRef<HTMLInputElement | null>(null);
  const k = learningPl.keypad;

  const onKey = (key: string) => {
    const input = el.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    const edit = applyKey(value, start, end, key);
    onChange(edit.value);
    requestAnimationFrame(() => {
      input?.focus({ preventScroll: true });
      input?.setSelectionRange(edit.caret, edit.caret);
    });
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={(node) => {
          el.current = node;
          inputRef?.(node);
        }}
        value={value}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode={open && coarse ? 'none' : 'text'}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSubmit();
          }
        }}
        className="block w-full rounded-2xl border-2 border-slate-300 bg-white px-4 py-3 text-xl font-semibold text-slate-900 focus:border-indigo-500 focus:outline-3 focus:outline-indigo-500/30 disabled:bg-slate-50"
      />
      {!disabled && (
        <button
          type="button"
          aria-pressed={open}
          onClick={() => setKeypadChoice(!open)}
          className="min-h-9 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500"
        >
          <KeyboardIcon className="mr-1 inline size-5 align-[-5px]" />
          {open ? k.hide : k.show}
        </button>
      )}
      {open && <MathKeypad onKey={onKey} />}
    </div>
  );
}
