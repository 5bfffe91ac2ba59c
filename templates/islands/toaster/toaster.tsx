/**
 * The notifications region at the bottom-right (labelled "Notifications", hotkey Alt+T).
 *
 * Before JavaScript: an empty polite live region, already in the page so that screen readers announce what is
 * added to it later; nothing is ever shown in it.
 * With JavaScript: shows the newest three toasts; each closes itself after 4.5 s (the timer waits while the
 * pointer or focus is on it), with its close button, or with a sideways swipe of 50 px. Alt+T moves focus here.
 */
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { CloseIcon } from "../../ui/icons.tsx";
import { defineIsland } from "../define.ts";
import { useEnhanced } from "../use-enhanced.ts";
import { dismiss, getServerToasts, getToasts, subscribe, type Toast } from "./toast-store.ts";

/** How long a toast stays, how many show at once, and how far a swipe must go to dismiss. */
export const toastRules = { durationMs: 4500, visible: 3, swipePx: 50 };

/** The region's words in the page's language (content/messages/<lang>.yaml `toaster`). */
export interface ToasterProps {
  label: string; // "Notifications"
  dismiss: string; // "Dismiss notification"
}

/** The region and its toasts. */
export function Toaster({ label, dismiss: dismissLabel }: ToasterProps) {
  const enhanced = useEnhanced();
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.altKey && e.code === "KeyT") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section
      ref={region}
      aria-label={label}
      aria-keyshortcuts="Alt+T"
      tabIndex={-1}
      className="fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]"
    >
      <ol aria-live="polite" aria-relevant="additions text" aria-atomic="false" className="grid gap-2">
        {enhanced && toasts.slice(-toastRules.visible).map((t) => <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} />)}
      </ol>
    </section>
  );
}

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(toast.id), toastRules.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if ((e.target as Element).closest("button")) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(dx) >= toastRules.swipePx) dismiss(toast.id);
    else setDx(0);
  };

  return (
    <li
      data-tone={toast.tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - Math.abs(dx) / 150) } : undefined}
      className={`flex touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg select-none ${
        toast.tone === "error" ? "border-destructive bg-background text-foreground" : "border-border bg-background text-foreground"
      }`}
    >
      <p className="grow">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
      >
        <CloseIcon size={18} />
        <span className="sr-only">{dismissLabel}</span>
      </button>
    </li>
  );
}

/** The toaster island: loads with pages whose islands can raise toasts. */
export const toaster = defineIsland({ name: "toaster", component: Toaster, hydrate: "load" });
