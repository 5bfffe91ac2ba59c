/**
 * The toasts waiting to be shown. Any island can call toast(); the toaster island renders them. Both import this
 * module, and the client build puts it in a chunk they share, so there is one store per page.
 */

/** One notification. A toast never holds the only copy of information: the page says it too. */
export interface Toast {
  id: number;
  message: string;
  tone: "info" | "error";
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast; returns its id. */
export function toast(message: string, tone: Toast["tone"] = "info"): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  return id;
}

/** Removes a toast (auto-dismiss, swipe or its close button). */
export function dismiss(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** For useSyncExternalStore. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, oldest first. */
export function getToasts(): Toast[] {
  return toasts;
}

const none: Toast[] = [];
/** The server has no toasts. */
export function getServerToasts(): Toast[] {
  return none;
}
