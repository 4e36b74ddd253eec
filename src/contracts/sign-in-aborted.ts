/**
 * Login, verify-email and social sign-in answer this instead of the upstream session: the
 * token stays in the BFF's cookie. `status:false` with code SIGN_IN_ABORTED (and no
 * message) is the spec §4 "token is not a string" case: nothing is signed in, no alert.
 * Its own zod-free module: the sign-in pages check for it, and the error schemas would pull
 * zod into their first load.
 */
export const SIGN_IN_ABORTED = 'SIGN_IN_ABORTED';
