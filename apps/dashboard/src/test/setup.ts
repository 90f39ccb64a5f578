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

// Testing Library only unmounts automatically when test globals are enabled; they are not.
afterEach(() => {
  cleanup();
});
