import { settle } from '../web-uploads/render.ts';

/** Lets React and the stubbed API run until `check` holds (a truthy answer); fails after ~2 s. */
export async function until<T>(check: () => T, what = 'the expected state'): Promise<NonNullable<T>> {
  for (let i = 0; i < 200; i++) {
    const found = check();
    if (found) return found;
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never reached ${what}`);
}
