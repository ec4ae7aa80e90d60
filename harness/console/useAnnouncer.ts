import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a message stays; clearing it also lets the same message be announced again. */
const MESSAGE_MS = 5000;

/** A short-lived status message for the console's aria-live region. */
export function useAnnouncer(): { message: string; announce: (message: string) => void } {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, announce };
}
