import { dismissToast } from "@cairn/ui/toast";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait for their condition, and fail only when it never comes: 1 s, the
// library's default, is a race a busy 2-core laptop loses on a file's first render (the Routines
// tab's first test did, during a full run). The tests' own limit (20 s) still ends a stuck one.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Radix measures elements with it.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// jsdom has no pointer capture nor layout: Radix's Select asks for both. The logic files run in
// Node, without a DOM.
if (typeof Element !== "undefined") {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// Testing Library only unmounts automatically when test globals are enabled; they are not.
// The toasts live in a module-level store, which outlives an unmount: with one module graph per
// worker (vitest.config.ts, `isolate: false`), a test's last toast would show again in the next
// file's <Toaster />, a second `status` beside that file's own.
afterEach(() => {
  cleanup();
  dismissToast();
});
