/**
 * How text becomes search terms, shared by the index (at build time) and the queries (in the
 * browser), so both split identifiers the same way.
 *
 * Docs are full of identifiers: `useSession`, `NEXTAUTH_SECRET`, `next-auth/react`,
 * `session.user.id`, `[...nextauth]`. An identifier stays one term (so typing it exactly finds it
 * exactly), and the index also holds its parts: the pieces between `_ . - /` and the words of a
 * camelCase name, so "use session", "nextauth secret" or "server session" find them too.
 */

/** A run of letters and digits, with `_ . - / @` joining runs into one identifier. */
const TOKEN = /[\p{L}\p{N}]+(?:[._\-/@][\p{L}\p{N}]+)*/gu;
const CONNECTOR = /[._\-/@]+/;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** The small words of a question ("how to add role to session"): they name no page. */
export const STOP_WORDS = new Set(
  'a an the to in on of for with how do does did i my me is are it can not when what why and or from into this that'.split(
    ' ',
  ),
);

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

const PLAIN_WORD = /^\p{L}\p{Ll}+$/u;
const KEEPS_ITS_S = /(?:ss|us|is)$/;

/**
 * A plain English word folded to a common stem, the same way in the index and in queries, so
 * "sessions" finds session, "roles" role, "updating the session" update session, "refreshing"
 * refresh. Only the endings s, ing, ed and a final e are folded; identifiers are left as they are.
 */
function stem(token: string): string {
  let word = token.toLowerCase();
  if (!PLAIN_WORD.test(token) || word.length <= 3) return word;
  if (word.endsWith('s') && !KEEPS_ITS_S.test(word)) word = word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ing')) word = word.slice(0, -3);
  else if (word.length > 5 && word.endsWith('ed')) word = word.slice(0, -2);
  if (word.length > 4 && word.endsWith('e')) word = word.slice(0, -1);
  return word;
}

/** The words inside one token: between connectors, and between the humps of camelCase. */
export function identifierParts(token: string): string[] {
  return token
    .split(CONNECTOR)
    .flatMap((piece) => {
      const humps = piece.split(CAMEL_BOUNDARY);
      return humps.length > 1 ? [piece, ...humps] : [piece];
    })
    .map(stem)
    .filter((part) => part.length > 1);
}

/** Index side: the identifier itself, then its parts. */
export function indexTerms(token: string): string[] {
  const whole = stem(token);
  return [...new Set([whole, ...identifierParts(token).filter((part) => part !== whole)])];
}

/** Query side: the word or identifier as typed (its parts are a separate, weaker phrasing). */
export function queryTerm(token: string): string {
  return stem(token);
}
