import forge from 'node-forge';

/** A self-signed certificate and its key (tests only: Wallet itself would refuse it; the signature's shape is what is tested). */
export function selfSignedCertificate(commonName: string, options: { localhost?: boolean } = {}): { cert: string; key: string } {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const attrs = [{ name: 'commonName', value: commonName }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  // A server certificate for this machine (the local APNs stand-in), trusted through the ca option.
  if (options.localhost)
    cert.setExtensions([
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: forge.pki.privateKeyToPem(keys.privateKey) };
}

/** A PKCS#8 RSA key and its public half, like a Google service account's. */
export function serviceAccountKey(): { privateKey: string; publicKey: string } {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const info = forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keys.privateKey));
  return { privateKey: forge.pki.privateKeyInfoToPem(info), publicKey: forge.pki.publicKeyToPem(keys.publicKey) };
}

/** The entries of a stored (uncompressed) or deflated zip, by name. */
export async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const { inflateRawSync } = await import('node:zlib');
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 30 <= buffer.length && buffer.readUInt32LE(offset) === 0x04034b50) {
    const method = buffer.readUInt16LE(offset + 8);
    const flags = buffer.readUInt16LE(offset + 6);
    let size = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const extraLength = buffer.readUInt16LE(offset + 28);
    const name = buffer.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    if (flags & 0x08 && size === 0) {
      // Sizes follow the data (data descriptor): find it through the central directory instead.
      throw new Error('zip with data descriptors is not supported by this test reader');
    }
    const data = buffer.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset = start + size;
  }
  return files;
}
