/** Reference data: the onboarding catalog (business types, genres) and key/value settings. */
import type { BusinessTypeSeed } from '../catalog.ts';
import type { Sql } from './sql.ts';

export class Reference {
  constructor(private readonly sql: Sql) {}

  /** Upserts business types and genres in one statement each, keeping the catalog's order. */
  async syncCatalog(types: BusinessTypeSeed[], genres: string[]): Promise<void> {
    await this.sql.query(
      `insert into business_types (name, old_name, position)
       select * from unnest($1::text[], $2::text[], $3::int[])
       on conflict (name) do update set old_name = excluded.old_name, position = excluded.position`,
      [types.map((t) => t.name), types.map((t) => t.oldName), types.map((_, i) => i)],
    );
    await this.sql.query(
      `insert into genres (name, position) select * from unnest($1::text[], $2::int[])
       on conflict (name) do update set position = excluded.position`,
      [genres, genres.map((_, i) => i)],
    );
  }

  async listBusinessTypes(): Promise<BusinessTypeSeed[]> {
    const { rows } = await this.sql.query<{ name: string; old_name: string | null }>(
      'select name, old_name from business_types order by position',
    );
    return rows.map((r) => ({ name: r.name, oldName: r.old_name }));
  }

  async listGenres(): Promise<string[]> {
    const { rows } = await this.sql.query<{ name: string }>(
      'select name from genres order by position',
    );
    return rows.map((r) => r.name);
  }

  async getSetting<T>(key: string): Promise<T | null> {
    const { rows } = await this.sql.query<{ value: T }>(
      'select value from settings where key = $1',
      [key],
    );
    return rows[0]?.value ?? null;
  }

  /**
   * Stores a setting unless it is set already, and answers the stored value: of instances
   * starting together, the first one's value wins and every one uses it.
   */
  async initSetting<T>(key: string, value: T): Promise<T> {
    await this.sql.query(
      'insert into settings (key, value) values ($1, $2) on conflict (key) do nothing',
      [key, JSON.stringify(value)],
    );
    return (await this.getSetting<T>(key))!;
  }
}
