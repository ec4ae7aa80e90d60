import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INSECURE_PAGE_ERROR, sha512Hex } from '../../../../src/subscriptions/entitlements/hash';

const secure = { isSecureContext: true, crypto: globalThis.crypto };

describe('sha512Hex', () => {
  it('matches the FIPS 180-2 test vectors', async () => {
    await expect(sha512Hex('abc', secure)).resolves.toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    );
    await expect(sha512Hex('', secure)).resolves.toBe(
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    );
  });

  it('hashes the UTF-8 bytes of non-ASCII URLs', async () => {
    const url = 'https://www.magazin.example/2020/11/straßenbahn-münchen/';
    await expect(sha512Hex(url, secure)).resolves.toBe(createHash('sha512').update(url, 'utf8').digest('hex'));
  });

  it('rejects on an insecure page with the spec text', async () => {
    await expect(sha512Hex('abc', { isSecureContext: false, crypto: globalThis.crypto })).rejects.toThrow(
      new Error('Swgjs only works on secure (HTTPS or localhost) pages'),
    );
    expect(INSECURE_PAGE_ERROR).toBe('Swgjs only works on secure (HTTPS or localhost) pages');
  });

  it('rejects when crypto.subtle is missing', async () => {
    const noSubtle = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as unknown as Crypto;
    await expect(sha512Hex('abc', { isSecureContext: true, crypto: noSubtle })).rejects.toThrow(INSECURE_PAGE_ERROR);
    await expect(sha512Hex('abc', { isSecureContext: true, crypto: undefined as unknown as Crypto })).rejects.toThrow(INSECURE_PAGE_ERROR);
  });
});
