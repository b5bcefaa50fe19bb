import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from './config.ts';
import { sha256 } from './crypto.ts';
import type { Database } from './db/index.ts';
import { cleanName } from './validation.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

interface DevCredentialClaims {
  email: string;
  given_name: string;
  family_name: string;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const DEV_KEY_SETTING = 'google-dev-key';

interface DevKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/**
 * Verifies Google ID-token credentials (signed JWTs) against Google's JWKS in production, and,
 * with dev tools on, against a development RS256 key persisted in the database so that the
 * stand-in Google script of browser tests can mint credentials the server really verifies.
 */
export class GoogleVerifier {
  private constructor(
    private readonly audience: string,
    private readonly keySets: JWTVerifyGetKey[],
    private readonly devKey: DevKey | null,
  ) {}

  static async create(db: Database, config: Config): Promise<GoogleVerifier> {
    const keySets: JWTVerifyGetKey[] = [];
    let devKey: DevKey | null = null;
    if (config.devTools) {
      devKey = await loadOrCreateDevKey(db);
      keySets.push(createLocalJWKSet({ keys: [devKey.publicJwk] }));
    }
    if (config.googleJwksUrl) keySets.push(createRemoteJWKSet(new URL(config.googleJwksUrl)));
    return new GoogleVerifier(config.googleClientId, keySets, devKey);
  }

  /** The identity of a valid credential with a verified email, else null. */
  async verify(credential: string): Promise<GoogleIdentity | null> {
    for (const keys of this.keySets) {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          issuer: ISSUERS,
          audience: this.audience,
          algorithms: ['RS256'],
        });
        const { sub, email, email_verified, given_name, family_name } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || email_verified !== true) {
          return null;
        }
        return {
          sub,
          email,
          // Names go into emails: Google's profile is not ours to trust with direction overrides.
          givenName: typeof given_name === 'string' ? cleanName(given_name) : '',
          familyName: typeof family_name === 'string' ? cleanName(family_name) : '',
        };
      } catch {
        // Not signed by this key set (or expired, wrong audience…): try the next one.
      }
    }
    return null;
  }

  /** Mints a credential shaped like Google's, signed with the dev key (dev tools only). */
  async mintDevCredential(claims: DevCredentialClaims): Promise<string> {
    if (!this.devKey) throw new Error('The development Google key exists only with dev tools on');
    const key = await importJWK(this.devKey.privateJwk, 'RS256');
    return (
      new SignJWT({
        email: claims.email,
        email_verified: true,
        given_name: claims.given_name,
        family_name: claims.family_name,
        name: `${claims.given_name} ${claims.family_name}`.trim(),
      })
        .setProtectedHeader({ alg: 'RS256', kid: this.devKey.kid, typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(this.audience)
        // A stable subject per email, like Google's: the same person gets the same account.
        .setSubject(`dev-${sha256(claims.email.toLowerCase()).slice(0, 21)}`)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key)
    );
  }
}

async function loadOrCreateDevKey(db: Database): Promise<DevKey> {
  const stored = await db.reference.getSetting<DevKey>(DEV_KEY_SETTING);
  if (stored) return stored;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `dev-${Date.now().toString(36)}`;
  const devKey: DevKey = {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
  // Instances starting together on one database all keep the first one's key.
  return db.reference.initSetting(DEV_KEY_SETTING, devKey);
}
