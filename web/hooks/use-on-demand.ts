// Code loaded on first use and rendered without a Suspense boundary. Under React.lazy, content
// whose code has just arrived is revealed up to 300 ms late (React throttles the reveal of
// Suspense content so that a page does not pop in piece by piece), which is time a visitor waits
// for a dialog they asked for, once the code is already there. Measured at 4x CPU on a button
// pressed before the app had loaded: the palette's code had arrived, and React held it back.
import { startTransition, useEffect, useReducer } from "react";

export interface OnDemand<T> {
  /** Starts loading (once; again after a failure) and resolves with the loaded value. */
  load: () => Promise<T>;
  /** The loaded value, once it has arrived. */
  current: () => T | undefined;
}

/**
 * `pick` makes the value from the loaded module (once). A failed chunk (offline, a new release) is
 * asked for again at the next use, and under a fresh address when the error names the chunk's:
 * most browsers keep a failed module fetch for the page's whole life, so the same import() would
 * fail again without asking the server (Chromium refetches from version 156).
 */
export function onDemand<M, T = M>(importer: () => Promise<M>, pick?: (module: M) => T): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  let load = importer;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (value = pick ? pick(loaded) : (loaded as unknown as T)),
        (error: unknown) => {
          pending = undefined;
          const url = /\S+\.js/.exec(String(error))?.[0];
          if (url) load = () => import(/* @vite-ignore */ `${url}?${Date.now()}`) as Promise<M>;
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * The loaded value of `module`, loading it once `wanted`; undefined until it has arrived. Code
 * loaded ahead of need (`urgent` false) renders as a transition, in slices of a few milliseconds.
 */
export function useOnDemand<T>(module: OnDemand<T>, wanted: boolean, urgent = true): T | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const current = module.current();
  useEffect(() => {
    if (!wanted || current !== undefined) return;
    let live = true;
    module.load().then(
      () => {
        if (!live) return;
        if (urgent) arrived();
        else startTransition(arrived);
      },
      (error: unknown) => console.warn("Could not load a part of the page:", error),
    );
    return () => {
      live = false;
    };
  }, [module, wanted, current, urgent]);
  return current;
}
