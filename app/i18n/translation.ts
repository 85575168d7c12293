/**
 * `Translation<T>` and `translated`: how a Hindi module gives the words of an
 * English one. They live in common/translation.ts, since the message catalogues
 * the server shares (common/messages/) are translated the same way.
 */
export { type Translation, translated, UNTRANSLATED_KEYS } from "#common/translation";
