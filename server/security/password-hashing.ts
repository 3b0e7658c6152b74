import { ConcurrencyLimit } from './concurrency-limit.ts';

// scrypt runs on libuv's thread pool (4 threads by default), which file reads, DNS lookups and
// zlib share. A burst of logins or registrations used to take every thread and most of the CPU
// for seconds, so unrelated requests waited behind them. Two hashes at once keep a login fast
// (each takes a few dozen milliseconds) while leaving the pool and the other cores for the rest.
export const PASSWORD_HASH_CONCURRENCY = 2;

/** Every scrypt derivation of a password (hashing and verifying) runs through this queue. */
export const passwordHashing = new ConcurrencyLimit(PASSWORD_HASH_CONCURRENCY);
