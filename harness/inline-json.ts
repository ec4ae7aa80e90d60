/**
 * JSON that is safe inside an inline script: no `</script>` (or `<!--`) can end it early, and no
 * U+2028/U+2029, which pre-2019 engines do not allow in string literals.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
