import { useCallback, useRef } from "react";

/**
 * Starts an action unless the last one it started is still running (`done` not yet called). For
 * a button a double click could press twice: React renders the first click's pending state (a
 * disabled or busy button) only after the click's task, so a second click in the same task, as on
 * a busy phone, would otherwise start a second request.
 */
export function startOneAtATime(running: { current: boolean }, start: (done: () => void) => void): void {
  if (running.current) return;
  running.current = true;
  start(() => {
    running.current = false;
  });
}

/** startOneAtATime with its own flag, for a component's action. */
export function useOneAtATime(): (start: (done: () => void) => void) => void {
  const running = useRef(false);
  return useCallback((start: (done: () => void) => void) => startOneAtATime(running, start), []);
}
