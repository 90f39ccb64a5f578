import { useSyncExternalStore } from "react";

/** The product shows one toast at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays open, in milliseconds (paused while hovered or focused). */
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before the toast closes; `TOAST_DURATION` by default. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  variant: ToastVariant;
  /** False while the toast animates out, until a new toast replaces the record. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

type Listener = () => void;

const EMPTY: readonly ToastRecord[] = [];
const listeners = new Set<Listener>();
let records: readonly ToastRecord[] = EMPTY;
let nextId = 1;

function publish(next: readonly ToastRecord[]): void {
  records = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): readonly ToastRecord[] {
  return records;
}

function getServerSnapshot(): readonly ToastRecord[] {
  return EMPTY;
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closes = (record: ToastRecord) => record.open && (id === undefined || record.id === id);
  if (!records.some(closes)) return;
  publish(records.map((record) => (closes(record) ? { ...record, open: false } : record)));
}

/** Shows a toast (rendered by the `Toaster`) and returns a handle to close it early. */
export function toast({ variant = "default", ...options }: ToastOptions): ToastHandle {
  const id = `toast-${nextId++}`;
  const record: ToastRecord = { ...options, variant, id, open: true };
  const stillOpen = records.filter((existing) => existing.open);
  publish([record, ...stillOpen].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** The current toasts, newest first (at most `TOAST_LIMIT`). */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
