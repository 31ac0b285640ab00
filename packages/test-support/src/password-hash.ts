import argon2 from 'argon2';

/**
 * An argon2id hash the API accepts (argon2 reads the cost from the hash itself), for logins that
 * tests insert straight into the database.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}
