import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// A `findBy…` or `waitFor` waits up to 5 s, not Testing Library's 1 s: the first render of a lazy
// screen on a loaded two-core machine (CI runs the suites side by side) can take longer than 1 s.
// A passing test waits no longer for it; only a failing one takes the 5 s to fail.
configure({ asyncUtilTimeout: 5000 });

// docs/rules/platform.md#tests: a console error fails a test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});
// React's scheduler may still hold a task of the last test (a slow machine runs it late): let it
// run while the document exists, not after the file's environment is gone ("window is not defined",
// or "Right-hand side of 'instanceof' is not an object" in getActiveElementDeep). A render cut into
// slices takes one turn per slice: about 100 ms of turns covers a loaded machine. Content that
// replaces a Suspense fallback (a lazy dialog or panel) is committed on a timer of up to 300 ms
// after the fallback showed, so the file's end also waits that long once.
afterAll(async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 350));
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no modal dialogs: <dialog> opens and closes by its attribute.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
