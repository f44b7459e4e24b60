'use client';
import { useEffect, useState } from 'react';

/** Storage key that makes a page crash on purpose, so the crash screen can be tested end to end. */
export const CRASH_TEST_KEY = 'docs.crashTest';

/** Throws during render when the crash-test flag is set in sessionStorage; renders nothing otherwise. */
export function CrashProbe() {
  const [crash, setCrash] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(CRASH_TEST_KEY) === '1') setCrash(true);
    } catch {
      // storage unavailable: nothing to test
    }
  }, []);
  if (crash) throw new Error('Crash test requested', { cause: new Error(`sessionStorage '${CRASH_TEST_KEY}' is set`) });
  return null;
}
