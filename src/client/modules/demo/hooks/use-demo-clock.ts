import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from '../../diagnostic/lib/timer.ts';

/**
 * The session demo's countdown: a wall-clock deadline; a pause keeps what is left and a resume
 * sets a new deadline. `remaining` reaches 0 when the time is up.
 */
export function useDemoClock(durationSeconds: number) {
  const [startDeadline] = useState(() => Date.now() + durationSeconds * 1000);
  const deadline = useRef(startDeadline);
  const pausedLeft = useRef<number | null>(null);
  const [remaining, setRemaining] = useState(durationSeconds);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setRemaining(secondsLeft(deadline.current, Date.now())), 1000);
    return () => window.clearInterval(id);
  }, [paused]);

  return {
    remaining,
    paused,
    togglePause: () => {
      if (paused) {
        deadline.current = Date.now() + (pausedLeft.current ?? remaining) * 1000;
        pausedLeft.current = null;
        setPaused(false);
      } else {
        pausedLeft.current = secondsLeft(deadline.current, Date.now());
        setRemaining(pausedLeft.current);
        setPaused(true);
      }
    },
    /** Seconds spent so far (pauses not counted). */
    spent: () => durationSeconds - (pausedLeft.current ?? secondsLeft(deadline.current, Date.now())),
  };
}
