/**
 * Texts people type (names, e-mail addresses, searches, comments) never hold control characters;
 * PostgreSQL even refuses U+0000 in a text column, so such input must be refused at the contract
 * with a French 400 rather than reach the database. Zod-free, so that forms can use it too.
 */

/** Character class body (for a `[…]` or `[^…]` in a pattern): C0 controls (U+0000–U+001F) and DEL. */
export const CONTROL_CLASS = '\\u0000-\\u001f\\u007f';
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// The same, but tab, line feed and carriage return are allowed in multi-line texts.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(text);
}
