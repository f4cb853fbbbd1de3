/**
 * localStorage keys (SPEC §9: the token with a separate remember flag). On their own, without the store: the
 * build's route preload (scripts/route-preload.ts) reads them too.
 */
export const TOKEN_KEY = 'token'
export const REMEMBER_KEY = 'remember'
