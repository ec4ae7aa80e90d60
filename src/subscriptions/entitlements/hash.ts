/**
 * SHA-512 of the canonical URL for the metering resource (spec widget §9 "Canonical URL hash").
 * Web Crypto exists only in secure contexts, so an insecure page fails with the spec's text
 * instead of a TypeError deep inside a fetch.
 */

/** Spec widget §5: "Hashing requires a secure page, else it errors". */
export const INSECURE_PAGE_ERROR = 'Swgjs only works on secure (HTTPS or localhost) pages';

/** Lower-case hex SHA-512 of the UTF-8 bytes of `text`; rejects with INSECURE_PAGE_ERROR. */
export async function sha512Hex(text: string, env: { isSecureContext: boolean; crypto: Crypto }): Promise<string> {
  // Crypto is typed as always having `subtle`, but browsers leave it undefined on insecure pages.
  const subtle: SubtleCrypto | undefined = env.isSecureContext ? env.crypto?.subtle : undefined;
  if (!subtle) throw new Error(INSECURE_PAGE_ERROR);
  const digest = await subtle.digest('SHA-512', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
