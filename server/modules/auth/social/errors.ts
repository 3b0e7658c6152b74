/**
 * A social login that cannot go on: `message` is for the log; `userMessage`, when set, is what
 * the popup may show (otherwise the generic "An error occurred. Please try again later").
 */
export class SocialAuthError extends Error {
  readonly detail: unknown;
  readonly userMessage: string | null;

  constructor(message: string, detail?: unknown, userMessage: string | null = null) {
    super(message);
    this.name = 'SocialAuthError';
    this.detail = detail;
    this.userMessage = userMessage;
  }

  /** A failure whose message is meant for the person signing in. */
  static shown(userMessage: string): SocialAuthError {
    return new SocialAuthError(userMessage, undefined, userMessage);
  }
}
