/** Wait after a successful login before redirecting by role. */
export const LOGIN_REDIRECT_MS = 1500;

/** Wait before redirecting from the e-mail confirmation and password reset flows. */
export const REDIRECT_DELAY_MS = 5000;

/** Countdown, in seconds, after a public registration before going to /login. */
export const CADASTRO_CLIENTE_COUNTDOWN_S = 9;

/** Default log search window: from one week before now... */
export const LOG_DEFAULT_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/** ...to one minute after now. */
export const LOG_DEFAULT_LOOKAHEAD_MS = 60 * 1000;
