import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ageText,
  isGenrePicked,
  moveAgeBound,
  toggleGenre,
  visibleBusinessTypes,
  visibleGenres,
  withDefaults,
} from '../../src/islands/onboarding/logic';
import { installStorage, uninstallStorage } from './support/memory-storage';
import { reloadStoresWith } from './support/stores';

const genre = (name: string) => ({
  name,
  imageJpg: `/g/${name}.jpg`,
  imageWebp: `/g/${name}.webp`,
});

describe('visibleBusinessTypes', () => {
  const labels = {
    'onboarding.business.design_store': 'Showroom',
    'onboarding.business.work_place': 'Workplace',
    'onboarding.business.bar': 'Bar',
  };

  it('uses oldName, else name, as tile id and keeps only known labels, in server order', () => {
    const tiles = visibleBusinessTypes(
      [
        { name: 'bar', oldName: null, image: '/b.svg' },
        { name: 'workplace', oldName: 'work_place', image: '/w.svg' },
        { name: 'spaceport', image: '/s.svg' },
        { name: 'design_store', oldName: '', image: '/d.svg' },
      ],
      labels,
    );
    expect(tiles).toEqual([
      { id: 'bar', label: 'Bar', image: '/b.svg' },
      { id: 'work_place', label: 'Workplace', image: '/w.svg' },
      { id: 'design_store', label: 'Showroom', image: '/d.svg' },
    ]);
  });

  it('shows a tile id once', () => {
    const item = { name: 'bar', image: '/b.svg' };
    expect(visibleBusinessTypes([item, item], labels)).toHaveLength(1);
  });
});

describe('visibleGenres', () => {
  const en = {
    'onboarding.genre.acoustic': 'Acoustic',
    'onboarding.genre.classical': 'Classical',
    'onboarding.genre.electro': 'Electro',
  };
  const de = {
    'onboarding.genre.acoustic': 'Akustik',
    'onboarding.genre.classical': 'Klassik',
    'onboarding.genre.electro': 'Elektro',
  };
  const items = ['electro', 'classical', 'unknown', 'acoustic'].map(genre);

  it('keeps translated genres only, sorted by the translated name of the language', () => {
    expect(visibleGenres(items, en, 'en').map((g) => g.name)).toEqual([
      'acoustic',
      'classical',
      'electro',
    ]);
    expect(visibleGenres(items, de, 'de').map((g) => g.name)).toEqual([
      'acoustic',
      'electro',
      'classical',
    ]);
  });

  it('sorts accented names where the language puts them', () => {
    const es = {
      'onboarding.genre.a': 'Ópera',
      'onboarding.genre.b': 'Pop',
      'onboarding.genre.c': 'Ocio',
    };
    expect(visibleGenres(['b', 'a', 'c'].map(genre), es, 'es').map((g) => g.label)).toEqual([
      'Ocio',
      'Ópera',
      'Pop',
    ]);
  });

  it('keeps both pictures', () => {
    expect(visibleGenres([genre('electro')], en, 'en')[0]).toEqual({
      name: 'electro',
      label: 'Electro',
      imageJpg: '/g/electro.jpg',
      imageWebp: '/g/electro.webp',
    });
  });
});

describe('genre tiles and smart genres', () => {
  it('toggles a tile in and out', () => {
    const one = toggleGenre({ genres: [], smartGenres: false }, 'pop');
    expect(one).toEqual({ genres: ['pop'], smartGenres: false });
    const two = toggleGenre(one, 'rock');
    expect(two.genres).toEqual(['pop', 'rock']);
    expect(toggleGenre(two, 'pop').genres).toEqual(['rock']);
  });

  it('picking a tile while smart genres is on turns it off and selects only that tile', () => {
    expect(toggleGenre({ genres: ['rock', 'jazz'], smartGenres: true }, 'jazz')).toEqual({
      genres: ['jazz'],
      smartGenres: false,
    });
  });

  it('shows no tile as picked while smart genres is on', () => {
    expect(isGenrePicked({ genres: ['rock'], smartGenres: true }, 'rock')).toBe(false);
    expect(isGenrePicked({ genres: ['rock'], smartGenres: false }, 'rock')).toBe(true);
  });
});

describe('age range', () => {
  it('keeps low ≤ high and both within 0..50', () => {
    expect(moveAgeBound([0, 50], 'low', 20)).toEqual([20, 50]);
    expect(moveAgeBound([20, 30], 'low', 40)).toEqual([30, 30]);
    expect(moveAgeBound([20, 30], 'high', 10)).toEqual([20, 20]);
    expect(moveAgeBound([0, 30], 'high', 80)).toEqual([0, 50]);
    expect(moveAgeBound([10, 30], 'low', -5)).toEqual([0, 30]);
  });

  it('reads 50 as 50+', () => {
    expect(ageText(50, '50+')).toBe('50+');
    expect(ageText(30, '50+')).toBe('30');
    expect(ageText(0, '50+')).toBe('0');
  });
});

describe('step defaults', () => {
  it('fills what was not chosen with the screens defaults', () => {
    expect(withDefaults({})).toEqual({
      business: 'design_store',
      gender: 'manWoman',
      age: [0, 50],
      styles: ['mainstream', 'trendy'],
      genres: [],
      smartGenres: false,
    });
  });

  it('keeps what was chosen, including empty styles and genres', () => {
    const chosen = withDefaults({ business: 'bar', styles: [], genres: [], smartGenres: true });
    expect(chosen).toMatchObject({ business: 'bar', styles: [], genres: [], smartGenres: true });
  });
});

describe('stored onboarding choices', () => {
  beforeEach(() => installStorage());
  afterEach(() => uninstallStorage());

  /** The choices the next page finds after `value` was stored. */
  const choicesAfter = async (value: unknown) =>
    (await reloadStoresWith('session', 'onboardingInfos', value)).$onboardingInfos.get();

  it('keeps the genres and the smart-genres flag of step 3', async () => {
    expect(
      await choicesAfter({ business: 'bar', genres: ['pop', 3, '', 'rock'], smartGenres: true }),
    ).toEqual({ business: 'bar', genres: ['pop', 'rock'], smartGenres: true });
  });

  it('drops a smart-genres flag that is not a boolean', async () => {
    expect(await choicesAfter({ smartGenres: 'yes' })).toEqual({});
  });
});
