/**
 * Words readers type for the same idea. A query that contains one phrase of a group is also
 * searched with each other phrase of the group.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['sign out', 'signout', 'logout', 'log out'],
  ['sign in', 'signin', 'login', 'log in'],
  ['sign up', 'signup', 'register', 'new user'],
  ['forgot password', 'reset password', 'credentials'],
  ['middleware', 'withauth'],
  ['verify request', 'verification', 'verificationtoken', 'magic link'],
  ['secret', 'signing key', 'nextauth_secret', 'encryption key'],
  ['env', 'environment variable', 'environment variables', 'dotenv'],
  ['deploy', 'deployment', 'deploying'],
  ['next.config', 'next config'],
  ['basepath', 'base path'],
  ['refresh token rotation', 'refresh token', 'token rotation', 'refresh_token', 'expired access token'],
  ['database', 'db', 'adapter', 'adapters'],
  ['oauth', 'oidc', 'openid connect'],
  ['callback url', 'redirect uri', 'redirect url', 'callbackurl'],
  ['jwt', 'json web token'],
  ['2fa', 'two factor', 'mfa'],
  ['typescript', 'types', 'module augmentation'],
  ['cookie', 'cookies', 'usesecurecookies'],
  ['roles', 'rbac', 'authorization'],
  ['error', 'errors', 'error codes'],
];

/** The query itself, then one variant per synonym phrase it contains (duplicates removed). */
export function expandQuery(query: string): string[] {
  const normalized = ` ${query.toLowerCase().replace(/\s+/g, ' ').trim()} `;
  const variants = [query];
  for (const group of SYNONYM_GROUPS) {
    const found = group.find((phrase) => normalized.includes(` ${phrase} `));
    if (!found) continue;
    for (const alternative of group) {
      if (alternative === found) continue;
      variants.push(normalized.replace(` ${found} `, ` ${alternative} `).trim());
    }
  }
  return [...new Set(variants)];
}
