"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** How long a message stays in the region (read by then, and still there for a sighted reviewer glancing at it). */
export const ANNOUNCEMENT_MS = 15_000;
/** Older messages leave first when many come at once. */
const MAX_SHOWN = 4;

type Message = { id: number; text: string };

/**
 * A polite live region that queues its messages instead of replacing them: each message is its
 * own node added to the region, so two outcomes told a moment apart are both read (replacing
 * the text makes a screen reader read only the last one).
 */
export function useAnnouncements(): { messages: Message[]; announce: (text: string) => void } {
  const [messages, setMessages] = useState<Message[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
    };
  }, []);
  const announce = useCallback((text: string) => {
    if (text === "") return;
    next.current += 1;
    const id = next.current;
    setMessages((list) => [...list, { id, text }].slice(-MAX_SHOWN));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((list) => list.filter((m) => m.id !== id));
    }, ANNOUNCEMENT_MS);
    timers.current.add(timer);
  }, []);
  return { messages, announce };
}

/** The region itself: present from the first render (a region added with its text is not read). */
export function LiveAnnouncements({ messages, testId, className }: { messages: Message[]; testId?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text" data-testid={testId} className={className}>
      {messages.map((m) => (
        <p key={m.id}>{m.text}</p>
      ))}
    </div>
  );
}
