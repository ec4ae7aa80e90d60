/**
 * The redirect verifier of the provider's payment client (spec magazine §9 "Verifier: 16 random
 * bytes, SHA-384"): a key of 16 crypto-random bytes in base64, kept by the page, and the base64
 * SHA-384 digest of that key's text, sent along with a payment that may come back by redirect, so
 * the returning page can prove it started the payment. Null where the browser cannot make one
 * (no WebCrypto on an insecure page, or a failure): a redirect can still be recovered without it.
 */
export interface VerifierPair {
  key: string;
  verifier: string;
}

const base64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

export async function createVerifierPair(crypto: Crypto): Promise<VerifierPair | null> {
  try {
    const keyBytes = crypto.getRandomValues(new Uint8Array(16));
    const key = base64(keyBytes);
    // The provider digests the key's characters, one byte each (base64 is ASCII).
    const digest = await crypto.subtle.digest(
      'SHA-384',
      Uint8Array.from(key, (char) => char.charCodeAt(0)),
    );
    return { key, verifier: base64(new Uint8Array(digest)) };
  } catch {
    return null;
  }
}
