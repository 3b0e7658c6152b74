// Reading what an endpoint says about itself: JSON of unknown shape, and error words that end up
// in messages people read and logs keep.

/** The value at a path through objects and arrays, if each step is there. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** `{error: {message}}` (OpenAI, vLLM, llama.cpp), `{error: "…"}` (Ollama) or `{message}`. */
export function errorMessage(value: unknown): string | undefined {
  const error = at(value, 'error');
  const message = [typeof error === 'string' ? error : at(error, 'message'), at(value, 'message')].find((each) => typeof each === 'string');
  return typeof message === 'string' ? message : undefined;
}

const MAX_QUOTED_CHARACTERS = 200;

/**
 * The endpoint's own words as the end of a sentence: short, on one line, and never with the key in
 * them (some servers echo what they were sent).
 */
export function quoteEndpoint(body: string, apiKey: string): string {
  let text = body;
  try {
    text = errorMessage(JSON.parse(body)) ?? body;
  } catch {
    // Not JSON: the body itself is what it said.
  }
  if (apiKey) text = text.split(apiKey).join('[key]');
  text = text
    .replace(/Bearer\s+\S+/gi, 'Bearer [key]')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '');
  if (!text) return 'no details.';
  return text.length > MAX_QUOTED_CHARACTERS ? `${text.slice(0, MAX_QUOTED_CHARACTERS).trimEnd()}…` : `${text}.`;
}
