// A software passkey authenticator for the API tests: real WebAuthn responses, as a browser would
// send them for a platform authenticator. Attestation format "none", ES256 keys from node:crypto,
// CBOR through the helpers @simplewebauthn/server exports. Each ceremony can be bent (another
// origin, RP ID, counter, no user verification) to test what the server refuses.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** iCloud Keychain's AAGUID: the server names such a passkey by its provider. */
export const ICLOUD_AAGUID = 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;

/** What a ceremony may change from what a faithful browser and authenticator send. */
export interface Bend {
  origin?: string;
  rpId?: string;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  userVerified?: boolean;
  /** Another challenge than the options' (a response to some other ceremony). */
  challenge?: string;
}

interface Credential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** The 16 bytes of an AAGUID written as a UUID. */
const aaguidBytes = (aaguid: string) => Buffer.from(aaguid.replaceAll('-', ''), 'hex');

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    /** The page's origin the browser reports (`clientDataJSON.origin`). */
    readonly origin: string,
    readonly aaguid = ICLOUD_AAGUID,
  ) {}

  /** navigator.credentials.create(): a new key pair, its attestation ("none") as JSON. */
  create(
    options: PublicKeyCredentialCreationOptionsJSON,
    bend: Bend = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const idBytes = randomBytes(16);
    const id = isoBase64URL.fromBuffer(idBytes);
    const counter = bend.counter ?? 0;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(idBytes.length);
    const authData = Buffer.concat([
      this.authDataHead(bend.rpId ?? options.rp.id!, bend, FLAG_ATTESTED_DATA, counter),
      aaguidBytes(this.aaguid),
      idLength,
      idBytes,
      isoCBOR.encode(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData(
          'webauthn.create',
          bend.challenge ?? options.challenge,
          bend,
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion by `credential` (default: the newest). */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    bend: Bend = {},
    credential: Credential = this.credentials.at(-1)!,
  ): AuthenticationResponseJSON {
    const counter = bend.counter ?? credential.counter + 1;
    credential.counter = counter;
    const authData = this.authDataHead(bend.rpId ?? options.rpId!, bend, 0, counter);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      bend.challenge ?? options.challenge,
      bend,
    );
    const signed = Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]);
    // ES256 signatures are DER-encoded in WebAuthn, node's default for EC keys.
    const signature = sign('sha256', signed, credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** RP ID hash, flags (present, verified, a synced passkey), counter. */
  private authDataHead(rpId: string, bend: Bend, extraFlags: number, counter: number): Buffer {
    const verified = bend.userVerified === false ? 0 : FLAG_USER_VERIFIED;
    const flags = FLAG_USER_PRESENT | verified | FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP | extraFlags;
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(counter)]);
  }

  private clientData(type: string, challenge: string, bend: Bend): string {
    const json = JSON.stringify({
      type,
      challenge,
      origin: bend.origin ?? this.origin,
      crossOrigin: false,
    });
    return isoBase64URL.fromUTF8String(json);
  }
}
