// Replaced by the token-minting helpers (JWKS server, id/access tokens) for auth tests.
export {};
