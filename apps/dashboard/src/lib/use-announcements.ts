import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The words of a polite live region that several things may speak into at once. Each sentence
 * is added to what the region holds, so two uploads that finish together are both read (setting
 * the text would read only the last), and the region empties after `quietMs` without news, so
 * the next sentence is read on its own.
 */
export function useAnnouncements(
  quietMs = 5000,
): [text: string, announce: (sentence: string) => void] {
  const [text, setText] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback(
    (sentence: string) => {
      setText((current) => (current ? `${current} ${sentence}` : sentence));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setText(""), quietMs);
    },
    [quietMs],
  );
  return [text, announce];
}
