/** Passkeys (`passkeys`) and the single-use challenges of their ceremonies (`passkey_challenges`). */
import type { Clock } from '../clock.ts';
import type { Sql } from './sql.ts';

export type PasskeyDeviceType = 'singleDevice' | 'multiDevice';

/** A stored credential. */
export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  userId: number;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: PasskeyDeviceType;
  backedUp: boolean;
  aaguid: string | null;
  name: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export type NewPasskey = Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>;

export type ChallengeKind = 'registration' | 'authentication';

/** A challenge as issued: a registration's names its account and sign-in (refresh family). */
export interface NewChallenge {
  id: string;
  kind: ChallengeKind;
  challenge: string;
  userId: number | null;
  family: string | null;
  expiresAt: Date;
}

interface PasskeyRow {
  id: string;
  user_id: number;
  public_key: string;
  counter: number;
  transports: string;
  device_type: PasskeyDeviceType;
  backed_up: boolean;
  aaguid: string | null;
  name: string | null;
  created_at: Date;
  last_used_at: Date | null;
}

// The counter is a bigint column (an authenticator's counter is 32 bits unsigned); node-postgres
// reads bigint as a string, a double reads as a number on both drivers.
const COLUMNS = `id, user_id, public_key, counter::double precision as counter, transports,
  device_type, backed_up, aaguid, name, created_at, last_used_at`;

const fromRow = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  userId: row.user_id,
  publicKey: row.public_key,
  counter: row.counter,
  transports: row.transports ? row.transports.split(',') : [],
  deviceType: row.device_type,
  backedUp: row.backed_up,
  aaguid: row.aaguid,
  name: row.name,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
});

export class Passkeys {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  /** Stores a new credential; null when its id is registered already (to any account). */
  async insert(passkey: NewPasskey): Promise<StoredPasskey | null> {
    const { rows } = await this.sql.query<PasskeyRow>(
      `insert into passkeys
         (id, user_id, public_key, counter, transports, device_type, backed_up, aaguid, name,
          created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (id) do nothing
       returning ${COLUMNS}`,
      [
        passkey.id,
        passkey.userId,
        passkey.publicKey,
        passkey.counter,
        passkey.transports.join(','),
        passkey.deviceType,
        passkey.backedUp,
        passkey.aaguid,
        passkey.name,
        this.clock.now(),
      ],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async find(id: string): Promise<StoredPasskey | null> {
    const { rows } = await this.sql.query<PasskeyRow>(
      `select ${COLUMNS} from passkeys where id = $1`,
      [id],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** An account's passkeys, oldest first. */
  async listByUser(userId: number): Promise<StoredPasskey[]> {
    const { rows } = await this.sql.query<PasskeyRow>(
      `select ${COLUMNS} from passkeys where user_id = $1 order by created_at, id`,
      [userId],
    );
    return rows.map(fromRow);
  }

  /** Deletes one of an account's passkeys; false when the account has none of that id. */
  async delete(id: string, userId: number): Promise<boolean> {
    const { affected } = await this.sql.query(
      'delete from passkeys where id = $1 and user_id = $2',
      [id, userId],
    );
    return affected > 0;
  }

  /**
   * Records a sign-in: the new counter, backup state and time. False when the stored counter
   * moved meanwhile (a second sign-in with the same assertion at once): only one of them counts.
   */
  async recordUse(
    passkey: StoredPasskey,
    use: { counter: number; backedUp: boolean },
  ): Promise<boolean> {
    const { affected } = await this.sql.query(
      `update passkeys set counter = $3, backed_up = $4, last_used_at = $5
       where id = $1 and counter = $2`,
      [passkey.id, passkey.counter, use.counter, use.backedUp, this.clock.now()],
    );
    return affected > 0;
  }

  async putChallenge(challenge: NewChallenge): Promise<void> {
    await this.sql.query(
      `insert into passkey_challenges (id, kind, challenge, user_id, family, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        challenge.id,
        challenge.kind,
        challenge.challenge,
        challenge.userId,
        challenge.family,
        challenge.expiresAt,
      ],
    );
  }

  /**
   * Uses up a challenge (deleted whatever comes next, so never twice): an authentication's by its
   * ceremony id, a registration's by its value for the account and sign-in it was issued to.
   * Null when there is none such or it has expired.
   */
  async consumeChallenge(
    where:
      | { kind: 'authentication'; id: string }
      | { kind: 'registration'; challenge: string; userId: number; family: string },
  ): Promise<string | null> {
    const { rows } =
      where.kind === 'authentication'
        ? await this.sql.query<{ challenge: string; expires_at: Date }>(
            `delete from passkey_challenges where id = $1 and kind = 'authentication'
             returning challenge, expires_at`,
            [where.id],
          )
        : await this.sql.query<{ challenge: string; expires_at: Date }>(
            `delete from passkey_challenges
             where challenge = $1 and kind = 'registration' and user_id = $2 and family = $3
             returning challenge, expires_at`,
            [where.challenge, where.userId, where.family],
          );
    const row = rows[0];
    if (!row || new Date(row.expires_at).getTime() <= this.clock.now().getTime()) return null;
    return row.challenge;
  }
}
