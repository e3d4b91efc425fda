import { useEffect, useState } from 'react';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** '00:01:02.35': hours, minutes, seconds and hundredths. */
function formatElapsed(ms: number): string {
  const total = Math.max(0, ms);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const hundredths = Math.floor((total % 1000) / 10);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(hundredths)}`;
}

interface ElapsedTimerProps {
  startMs: number;
  /** When set the timer is frozen at end − start. */
  endMs?: number | null;
  intervalMs?: number;
}

/** Time since a run started, ticking while it runs. */
export function ElapsedTimer({ startMs, endMs, intervalMs = 100 }: ElapsedTimerProps) {
  const [now, setNow] = useState(() => Date.now());
  const running = endMs === null || endMs === undefined;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  const elapsed = (running ? now : endMs) - startMs;
  return (
    <span className="sqllab-elapsed" role="timer" aria-label="Elapsed time">
      {formatElapsed(elapsed)}
    </span>
  );
}
