import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package that loads on its first use instead of at start: call it, construct from it
 * or read from it exactly as from its default import. Packages only some commands and routes
 * need (AWS, mail, HTML sanitising, language analysis…) would otherwise cost every start, and
 * `sitewright serve` and `sitewright generate` have start-time goals (bench/start.ts).
 */
export function lazyRequire<T extends object>(id: string): T {
  return lazyValue(() => require(id) as T);
}

/** One named export of a CommonJS package (a class, a function or an object), loaded like lazyRequire. */
export function lazyExport<T extends object>(id: string, name: string): T {
  return lazyValue(() => (require(id) as Record<string, T>)[name]);
}

function lazyValue<T extends object>(get: () => T): T {
  let loaded: T | undefined;
  const load = (): T => (loaded ??= get());
  // A function target, so the proxy can stand for a package that is itself a function or a class.
  return new Proxy(function lazyPackage() {} as unknown as T, {
    apply: (_target, thisArg, args: unknown[]) => Reflect.apply(load() as (...args: unknown[]) => unknown, thisArg, args),
    // newTarget keeps `new` on a subclass of the loaded class building the subclass.
    construct: (_target, args: unknown[], newTarget: new (...args: unknown[]) => object) =>
      Reflect.construct(load() as new (...args: unknown[]) => object, args, newTarget),
    get: (_target, key) => Reflect.get(load(), key),
    has: (_target, key) => Reflect.has(load(), key),
  });
}
