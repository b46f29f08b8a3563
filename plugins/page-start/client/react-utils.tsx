/**
 * Ejected from @docusaurus/theme-common 3.10.2 (lib/utils/reactUtils.js), in the browser bundle only,
 * with one edit.
 *
 * EDIT (next-auth docs): useShallowMemoObject orders an object's keys by their code units, not with
 * localeCompare. The keys are property names (MutationObserver options, the props of the mobile
 * sidebar); the first localeCompare a page makes loads the ICU collator, 7 to 24 ms measured in
 * Chromium on this project's machine, and every code block calls the hook while it hydrates.
 */
import { useCallback, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A callback whose identity never changes and that always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  // The stable wrapper takes and returns what the latest callback does.
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

/** The value from the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Thrown when a context is read outside its provider; the hook's name comes from the stack. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = /at (?:\w+\.)?(?<name>\w+)/.exec(this.stack?.split('\n')[1] ?? '')?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** The same object as in the previous render while its keys and values are the same. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  // EDIT: code-unit order, not localeCompare (see the top of this file).
  const deps = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the entries are the dependencies
  return useMemo(() => obj, deps.flat());
}

type SimpleProvider = ComponentType<{ children: ReactNode }>;

/** One provider made of `providers`, the first outermost. */
export function composeProviders(providers: SimpleProvider[]): SimpleProvider {
  return function ComposedProviders({ children }) {
    return (
      <>
        {providers.reduceRight(
          (element, Provider) => (
            <Provider>{element}</Provider>
          ),
          children,
        )}
      </>
    );
  };
}
