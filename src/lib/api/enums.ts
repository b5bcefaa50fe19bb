// Server lists for onboarding: GET /enums/businessTypesv2 and GET /enums/genreV2. A failure of
// either gives an empty list (spec section 8): onboarding still works without tiles.

import type { ApiClient } from './client';
import { apiClient } from './site-client';
import { isNonEmptyString, isRecord } from './guards';
import type { BusinessTypeItem, GenreItem } from './types';

/** True for a usable business-type list item. */
function isBusinessTypeItem(value: unknown): value is BusinessTypeItem {
  return (
    isRecord(value) &&
    isNonEmptyString(value.name) &&
    typeof value.image === 'string' &&
    (value.oldName === undefined || value.oldName === null || typeof value.oldName === 'string')
  );
}

/** True for a usable genre list item. */
function isGenreItem(value: unknown): value is GenreItem {
  return (
    isRecord(value) &&
    isNonEmptyString(value.name) &&
    typeof value.imageJpg === 'string' &&
    typeof value.imageWebp === 'string'
  );
}

async function loadList<T>(
  client: ApiClient,
  path: string,
  auth: 'session' | 'none',
  isItem: (value: unknown) => value is T,
): Promise<T[]> {
  try {
    const body = await client.request(path, { auth });
    return Array.isArray(body) ? body.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** The business types (invalid items dropped); an empty list on any failure. */
export function getBusinessTypes(client: ApiClient = apiClient): Promise<BusinessTypeItem[]> {
  return loadList(client, 'enums/businessTypesv2', 'session', isBusinessTypeItem);
}

/** The genres, fetched without auth (invalid items dropped); an empty list on any failure. */
export function getGenres(client: ApiClient = apiClient): Promise<GenreItem[]> {
  return loadList(client, 'enums/genreV2', 'none', isGenreItem);
}

/** The tile id of a business type: its oldName when set, else its name. */
export function businessTypeId(item: BusinessTypeItem): string {
  return item.oldName || item.name;
}
